import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Files the upload tests send, made in code: pictures drawn by sharp, PDFs written by hand (with
// a correct cross-reference table), and the hostile ones built from them.

/** A small picture of `format`, drawn by sharp. */
export function picture(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff',
  { width = 64, height = 48 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Text that marks the metadata written into {@link jpegWithMetadata}. */
export const METADATA_MARKERS = {
  camera: 'SecretCam 3000',
  owner: 'Huda Al-Harbi',
  xmp: 'xmp-secret-location',
} as const;

/**
 * A 64 × 48 JPEG turned on its side (EXIF orientation 6), carrying a camera, an owner, GPS
 * coordinates, XMP and a Display P3 ICC profile: everything the re-encoding must drop.
 */
export function jpegWithMetadata(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .withExif({
      IFD0: { Make: METADATA_MARKERS.camera, Artist: METADATA_MARKERS.owner },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 5400/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
        `<dc:title>${METADATA_MARKERS.xmp}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

/**
 * A PDF of `objects` (each the text between `N 0 obj` and `endobj`, numbered from 1; a Buffer
 * for binary content) with its cross-reference table, trailer and `%%EOF`.
 */
export function pdfOf(objects: (string | Buffer)[], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object's text: its dictionary entries and data (the length is filled in). */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const pageContent = Buffer.from('BT /F1 24 Tf 40 100 Td (Mug artwork) Tj ET', 'latin1');

/** A one-page PDF a print shop would get: catalog, pages, page, content, font. */
export function plainPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter /FlateDecode', deflateSync(pageContent)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** {@link plainPdf} whose catalog opens a script, written with `extra` in the catalog. */
export function pdfWithCatalog(extra: string, more: string[] = []): Buffer {
  return pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${extra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', deflateSync(pageContent)),
    ...more,
  ]);
}

/**
 * A PDF 1.5 whose catalog (with an /OpenAction running JavaScript) sits compressed in an object
 * stream, so the file's own text names no action at all.
 */
export function pdfWithHiddenScript(): Buffer {
  const hidden =
    '<< /Type /Catalog /Pages 3 0 R /OpenAction 7 0 R >> ' +
    '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const offsetOfSecond = hidden.indexOf('<< /S');
  const header = `1 0 7 ${offsetOfSecond} `;
  const data = deflateSync(Buffer.from(header + hidden, 'latin1'));
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 3 0 R >>',
      streamObject(`/Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode`, data),
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 300 200] /Contents 5 0 R >>',
      streamObject('/Filter /FlateDecode', deflateSync(pageContent)),
    ],
    '/Root 1 0 R',
  );
}

/** The first bytes of a Windows executable, and a few more. */
export function executable(): Buffer {
  const header = Buffer.alloc(512);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('PE\0\0', 0x80, 'latin1');
  header.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return header;
}

/** An SVG picture that runs a script when opened. */
export const SCRIPTED_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/Customer",{credentials:"include"})</script>' +
    '<rect width="10" height="10" fill="red"/></svg>',
);

/** A tiny ZIP archive (one stored file), as appended to make a JPEG+ZIP polyglot. */
export function zipArchive(): Buffer {
  const name = Buffer.from('payload.html');
  const content = Buffer.from('<script>alert(1)</script>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + content.length, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}

/**
 * A PNG whose header claims `width` × `height` pixels around one small block of pixel data: a
 * decompression bomb's shape, refused from its header alone.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', { width: 1, height: 1 }));
  // IHDR: length (4) type (4) width height … then its CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
