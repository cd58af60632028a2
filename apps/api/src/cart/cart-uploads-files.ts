import { inflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES, type UploadContentType } from '@shop/core/schemas';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// What a customization upload is, decided by its bytes alone (issue 13, R1.27): the shopper's
// file name and the part's Content-Type are never believed. Images are decoded and written anew
// (nothing of the original file survives but its pixels); PDFs cannot be rewritten here, so they
// are read as text and refused when they hold anything a reader would act on.

/** Longest side of a stored image, in pixels: larger pictures are scaled down to fit. */
export const MAX_IMAGE_SIDE = 4_000;

/**
 * Most pixels an image may declare (8,192 × 8,192): checked from its header before it is
 * decoded, so a small file that unpacks into gigabytes (a decompression bomb) is refused.
 */
export const MAX_INPUT_PIXELS = 8_192 * 8_192;

/** Most bytes the object streams of one PDF may inflate to before it is refused (a zip bomb). */
export const MAX_PDF_INFLATED_BYTES = 4 * MAX_UPLOAD_BYTES;

/** The end of a PDF (`%%EOF`) must lie within this many bytes of the file's end. */
const PDF_EOF_WINDOW = 1_024;

/** Most characters of a stored file name, extension included. */
export const MAX_FILE_NAME = 100;

/** Why a file is refused: `type` (415 upload_type) or `size` (413 payload_too_large). */
export class UploadRefused extends Error {
  readonly reason: 'type' | 'size';
  constructor(reason: 'type' | 'size', message: string) {
    super(message);
    this.name = 'UploadRefused';
    this.reason = reason;
  }
}

/** A file as it is stored: its real type and the bytes to keep. */
export interface CheckedFile {
  contentType: UploadContentType;
  data: Buffer;
}

const extensions: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Decides what `input` is and answers what to store, or throws {@link UploadRefused}:
 * - JPEG, PNG, WebP (by magic bytes) that end where the format says they end (nothing appended:
 *   a file that is also a ZIP, HTML or anything else is refused), decode without a warning and
 *   declare at most {@link MAX_INPUT_PIXELS}: turned upright, scaled to fit
 *   {@link MAX_IMAGE_SIDE}, written anew as the same type without any metadata (EXIF, GPS, ICC,
 *   XMP, comments), in sRGB; animated WebP keeps its first frame;
 * - PDF: see {@link checkPdf};
 * - anything else (SVG, HTML, GIF, executables, archives …): refused.
 */
export async function checkUpload(input: Buffer): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(input);
  switch (detected?.mime) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return { contentType: detected.mime, data: await reencodeImage(input, detected.mime) };
    case 'application/pdf':
      checkPdf(input);
      return { contentType: 'application/pdf', data: input };
    default:
      throw new UploadRefused('type', 'Only JPEG, PNG, WebP pictures and PDF files are taken');
  }
}

type ImageType = Exclude<UploadContentType, 'application/pdf'>;

const sharpFormats: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

async function reencodeImage(input: Buffer, type: ImageType): Promise<Buffer> {
  const end = imageEnd(input, type);
  if (end === undefined) throw new UploadRefused('type', 'The picture is damaged or cut short');
  if (end < input.length) {
    throw new UploadRefused('type', 'Something else is attached after the picture');
  }
  // failOn 'warning': a truncated or damaged picture is refused, not half decoded.
  const image = sharp(input, {
    failOn: 'warning',
    limitInputPixels: MAX_INPUT_PIXELS,
    autoOrient: true,
    pages: 1,
  });
  try {
    const metadata = await image.metadata();
    // The decoder sharp picks must be the one the magic bytes named.
    if (metadata.format !== sharpFormats[type]) {
      throw new UploadRefused('type', 'The picture is not what its first bytes say');
    }
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new UploadRefused('size', `The picture has more than ${MAX_INPUT_PIXELS} pixels`);
    }
    const fitted = image.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (keepMetadata/withMetadata): none is asked for.
    const encoded =
      type === 'image/jpeg'
        ? fitted.jpeg({ quality: 90, mozjpeg: true })
        : type === 'image/png'
          ? fitted.png({ compressionLevel: 9 })
          : fitted.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new UploadRefused('size', `The picture has more than ${MAX_INPUT_PIXELS} pixels`);
    }
    throw new UploadRefused('type', 'The picture cannot be read: it is damaged or cut short');
  }
}

/** Where the picture's data ends by its own structure, or undefined when it never ends. */
function imageEnd(input: Buffer, type: ImageType): number | undefined {
  switch (type) {
    case 'image/jpeg':
      return jpegEnd(input);
    case 'image/png':
      return pngEnd(input);
    case 'image/webp':
      return webpEnd(input);
  }
}

/**
 * The byte after a JPEG's end-of-image marker, found by walking its segments (lengths) and the
 * entropy-coded data of each scan (where a marker is 0xFF followed by neither 0x00 nor a
 * restart marker), so an EOI hidden in a segment or in appended data is not taken for the end.
 */
function jpegEnd(input: Buffer): number | undefined {
  if (input[0] !== 0xff || input[1] !== 0xd8) return undefined;
  let at = 2;
  while (at < input.length) {
    if (input[at] !== 0xff) return undefined;
    // Fill bytes (0xFF) may precede a marker.
    while (input[at] === 0xff) at += 1;
    const marker = input[at];
    if (marker === undefined) return undefined;
    at += 1;
    if (marker === 0xd9) return at; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (at + 2 > input.length) return undefined;
    const length = input.readUInt16BE(at);
    if (length < 2) return undefined;
    at += length;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data up to the next real marker.
    while (at + 1 < input.length) {
      if (input[at] === 0xff) {
        const next = input[at + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        if (next === 0xff) {
          at += 1;
          continue;
        }
      }
      at += 1;
    }
    if (at + 1 >= input.length) return undefined;
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The byte after a PNG's IEND chunk, walking its chunks (length, type, data, CRC). */
function pngEnd(input: Buffer): number | undefined {
  if (!input.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  while (at + 12 <= input.length) {
    const length = input.readUInt32BE(at);
    const type = input.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (at > input.length) return undefined;
    if (type === 'IEND') return at;
  }
  return undefined;
}

/** The byte after a WebP's RIFF container (its declared size, padded to an even length). */
function webpEnd(input: Buffer): number | undefined {
  if (input.length < 12) return undefined;
  if (input.toString('latin1', 0, 4) !== 'RIFF' || input.toString('latin1', 8, 12) !== 'WEBP') {
    return undefined;
  }
  const size = input.readUInt32LE(4);
  const end = 8 + size + (size % 2);
  return end <= input.length ? end : undefined;
}

/**
 * Names of a PDF that make a reader run, open, launch or submit something, or hide content:
 * the brief's list (`/JavaScript`, `/JS`, `/Launch`, `/EmbeddedFile`, `/OpenAction`, `/AA`,
 * `/RichMedia`, `/XFA`) and their kin: the embedded-files name tree, form submission and
 * import, go-to-another/embedded-document actions. `/Encrypt` too: an encrypted file's object
 * streams cannot be read here, so what they hold cannot be checked. A print shop's artwork
 * needs none of these.
 */
export const FORBIDDEN_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'OpenAction',
  'AA',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Encrypt',
]);

/**
 * Decision on PDFs (they are stored byte for byte, as nothing here can rewrite one): taken only
 * when the file starts with `%PDF-` at byte 0, ends with `%%EOF` (only white space may follow,
 * within the last kilobyte) and names none of {@link FORBIDDEN_PDF_NAMES}. Names are compared
 * whole, after their `#xx` escapes are decoded (`/J#61vaScript` is `/JavaScript`), wherever a
 * reader takes dictionaries from:
 * - the file's text outside stream data;
 * - object streams (PDF 1.5; a stream with `/Type /ObjStm`, or `/N` and `/First`), inflated for
 *   the check: FlateDecode or unfiltered only, without predictors, at most
 *   {@link MAX_PDF_INFLATED_BYTES} in all; anything else in an object stream is refused;
 * - other streams' data (page content, pictures, fonts) is binary a reader does not parse as
 *   objects, so random bytes of a picture cannot pass for a name there; but a stream whose data
 *   holds an object header (`12 0 obj`) is refused, since a cross-reference table could point
 *   a reader into it (and a `stream` keyword written inside a string cannot hide objects).
 * Served back as an attachment, sandboxed, never sniffed.
 */
export function checkPdf(input: Buffer): void {
  const text = input.toString('latin1');
  if (!text.startsWith('%PDF-')) throw new UploadRefused('type', 'A PDF starts with %PDF-');
  const tail = text.slice(-PDF_EOF_WINDOW);
  const eof = tail.lastIndexOf('%%EOF');
  if (eof === -1 || !/^[\s\0]*$/.test(tail.slice(eof + 5))) {
    throw new UploadRefused('type', 'The PDF does not end with %%EOF: cut short, or more attached');
  }
  const readable: string[] = [];
  let inflated = 0;
  let from = 0;
  const streamStart = /\bstream(?:\r\n|\n|\r)/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    // The stream's dictionary: from its object's header (searched only back to the previous
    // stream's end, so the whole walk stays linear in the file's size).
    const before = text.slice(from, match.index);
    const dictionary = decodeNames(before.slice(before.lastIndexOf(' obj') + 1));
    readable.push(before);
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) throw new UploadRefused('type', 'A stream of the PDF never ends');
    const data = input.subarray(dataStart, dataEnd);
    const objectStream =
      /\/Type\s*\/ObjStm\b/.test(dictionary) ||
      (/\/N\b/.test(dictionary) && /\/First\b/.test(dictionary));
    if (objectStream) {
      const objects = objectStreamText(data, dictionary);
      inflated += objects.length;
      if (inflated > MAX_PDF_INFLATED_BYTES) {
        throw new UploadRefused('size', 'The PDF unpacks into too much data');
      }
      readable.push(objects);
    } else if (/\d\s+\d+\s+obj\b/.test(data.toString('latin1'))) {
      throw new UploadRefused('type', 'A stream of the PDF hides objects');
    }
    from = dataEnd;
    streamStart.lastIndex = dataEnd;
  }
  readable.push(text.slice(from));
  const name = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
  for (const part of readable) {
    for (const [, raw] of part.matchAll(name)) {
      const decoded = decodeNames(raw!);
      if (FORBIDDEN_PDF_NAMES.has(decoded)) {
        throw new UploadRefused('type', `The PDF holds /${decoded}, which is not taken`);
      }
    }
  }
}

/** A PDF name's `#xx` escapes decoded (`J#61vaScript` → `JavaScript`). */
function decodeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** The text of an object stream's objects: inflated (FlateDecode) or as it is (no filter). */
function objectStreamText(data: Buffer, dictionary: string): string {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary)?.[1];
  const filters = filter === undefined ? [] : (filter.match(/\/[^\s/[\]]+/g) ?? []);
  // A predictor would scramble the inflated text the check reads.
  if (/\/DecodeParms\b/.test(dictionary)) {
    throw new UploadRefused('type', 'The PDF packs objects in a way that cannot be checked');
  }
  if (filters.length === 0) return data.toString('latin1');
  if (filters.length !== 1 || filters[0] !== '/FlateDecode') {
    throw new UploadRefused('type', 'The PDF packs objects in a way that cannot be checked');
  }
  try {
    return inflateSync(data, { maxOutputLength: MAX_PDF_INFLATED_BYTES }).toString('latin1');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new UploadRefused('size', 'The PDF unpacks into too much data');
    }
    throw new UploadRefused('type', 'An object stream of the PDF does not unpack');
  }
}

// Characters a shown file name may not hold: controls and invisible formatting (bidi overrides
// that make "gpj.exe" read as "exe.jpg"), separators and what file systems or headers reserve.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\/:*?"<>|]/gu;

/**
 * The name the file is shown under: the shopper's name without any folder, unsafe characters
 * or extension, at most {@link MAX_FILE_NAME} characters, and the extension of the real type
 * (`photo.exe` that is a JPEG shows as `photo.jpg`). `upload` when nothing is left.
 */
export function cleanFileName(name: string | undefined, type: UploadContentType): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/g, '');
  const extension = `.${extensions[type]}`;
  // By code points, so a name in Arabic or with emoji is never cut inside a character.
  const kept = [...(stem || 'upload')].slice(0, MAX_FILE_NAME - extension.length).join('');
  return `${kept.trimEnd()}${extension}`;
}
