import { deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@shop/core/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPdf,
  checkUpload,
  cleanFileName,
  MAX_FILE_NAME,
  MAX_IMAGE_SIDE,
  UploadRefused,
} from './cart-uploads-files.ts';
import {
  pdfOf,
  pdfWithCatalog,
  pdfWithHiddenScript,
  picture,
  plainPdf,
  pngClaiming,
  streamObject,
} from './cart-uploads-samples.ts';

// The content decisions alone (no HTTP): which PDFs pass, how names are cleaned, how pictures
// are re-encoded. The HTTP answers to the same files are in cart-uploads.test.ts.

/** The refusal `check` throws: its reason, or 'accepted'. */
function outcome(check: () => unknown): 'accepted' | 'type' | 'size' {
  try {
    check();
    return 'accepted';
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
}

describe('PDFs', () => {
  it('takes a plain one-page PDF, and one with compressed objects holding nothing active', () => {
    expect(outcome(() => checkPdf(plainPdf()))).toBe('accepted');
    const objects = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
    const packed = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      streamObject(
        '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
        deflateSync(`2 0 ${objects}`),
      ),
      '<< /Type /Page /MediaBox [0 0 10 10] >>',
    ]);
    expect(outcome(() => checkPdf(packed))).toBe('accepted');
  });

  it('refuses each active name, however it is spelled or wherever a reader takes it from', () => {
    const names = [
      '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
      '/OpenAction 9 0 R',
      '/AA << /O << /S /Launch /F (calc.exe) >> >>',
      '/Names << /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >>',
      '/AcroForm << /XFA 9 0 R >>',
      '/RichMedia 9 0 R',
      // #xx escapes spell the same names.
      '/Open#41ction << /S /J#61vaScript /J#53 (x) >>',
    ];
    for (const extra of names) {
      expect(
        outcome(() => checkPdf(pdfWithCatalog(extra))),
        extra,
      ).toBe('type');
    }
    expect(outcome(() => checkPdf(pdfWithHiddenScript()))).toBe('type');
    // The same hidden objects under an escaped type name, or with a filter the check cannot read.
    const escaped = Buffer.from(
      pdfWithHiddenScript().toString('latin1').replace('/Type /ObjStm', '/Type /Obj#53tm'),
      'latin1',
    );
    expect(outcome(() => checkPdf(escaped))).toBe('type');
    const hex = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      streamObject(
        '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode',
        Buffer.from(Buffer.from('3 0 << /S /JavaScript >>').toString('hex')),
      ),
    ]);
    expect(outcome(() => checkPdf(hex))).toBe('type');
  });

  it('refuses objects hidden in a stream’s data, or behind a "stream" written in a string', () => {
    const inData = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      streamObject('', Buffer.from('9 0 obj << /Type /Action /S /Named >> endobj')),
    ]);
    expect(outcome(() => checkPdf(inData))).toBe('type');
    const inString = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /Title (a stream\n) >>',
      '<< /OpenAction 3 0 R >>',
      '<< /Note (endstream) >>',
    ]);
    expect(outcome(() => checkPdf(inString))).toBe('type');
  });

  it('does not take random bytes of a picture for a name', () => {
    // Binary image data that happens to hold "/JS " and "/AA(": not a dictionary.
    const imageData = Buffer.concat([
      Buffer.from([0, 1, 2]),
      Buffer.from('/JS /AA('),
      Buffer.from([255, 0]),
    ]);
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      streamObject(
        '/Type /XObject /Subtype /Image /Width 2 /Height 2 /Filter /DCTDecode',
        imageData,
      ),
    ]);
    expect(outcome(() => checkPdf(pdf))).toBe('accepted');
  });

  it('needs %PDF- at byte 0 and %%EOF at the end', () => {
    const pdf = plainPdf();
    expect(outcome(() => checkPdf(Buffer.concat([Buffer.from(' '), pdf])))).toBe('type');
    expect(outcome(() => checkPdf(pdf.subarray(0, pdf.length - 7)))).toBe('type');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(outcome(() => checkPdf(Buffer.concat([pdf, html])))).toBe('type');
    // White space after %%EOF is fine.
    expect(outcome(() => checkPdf(Buffer.concat([pdf, Buffer.from('\r\n\n')])))).toBe('accepted');
  });

  it('refuses an object stream that would unpack into more than it may', () => {
    const bomb = deflateSync(Buffer.alloc(4 * MAX_UPLOAD_BYTES + 1, 0x20));
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb),
    ]);
    expect(outcome(() => checkPdf(pdf))).toBe('size');
  });
});

describe('pictures', () => {
  it('scales a large picture down to fit, keeping its type and shape', async () => {
    const large = await picture('png', { width: 6_000, height: 1_500 });
    const checked = await checkUpload(large);
    expect(checked.contentType).toBe('image/png');
    const { width, height, format } = await sharp(checked.data).metadata();
    expect({ width, height, format }).toEqual({
      width: MAX_IMAGE_SIDE,
      height: 1_000,
      format: 'png',
    });
  });

  it('refuses a picture whose header claims more pixels than may be decoded', async () => {
    await expect(checkUpload(await pngClaiming(20_000, 20_000))).rejects.toMatchObject({
      reason: 'size',
    });
  });

  it('takes a progressive JPEG (several scans) and refuses GIF and TIFF', async () => {
    const progressive = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336699' },
    })
      .jpeg({ progressive: true })
      .toBuffer();
    expect((await checkUpload(progressive)).contentType).toBe('image/jpeg');
    await expect(checkUpload(await picture('gif'))).rejects.toMatchObject({ reason: 'type' });
    await expect(checkUpload(await picture('tiff'))).rejects.toMatchObject({ reason: 'type' });
  });
});

describe('shown file names', () => {
  it('keeps the name without folders, unsafe characters or the claimed extension', () => {
    expect(cleanFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\huda\\mug design.exe', 'image/jpeg')).toBe('mug design.jpg');
    // A right-to-left override would show "photo‮gpj.exe" as "photoexe.jpg".
    expect(cleanFileName('photo\u202Egpj.exe', 'application/pdf')).toBe('photogpj.pdf');
    expect(cleanFileName('a\u0000b\r\n"c"<d>|e?.png', 'image/png')).toBe('abcde.png');
    expect(cleanFileName('تصميم الكوب.webp', 'image/webp')).toBe('تصميم الكوب.webp');
    expect(cleanFileName('...', 'image/png')).toBe('upload.png');
    expect(cleanFileName(undefined, 'application/pdf')).toBe('upload.pdf');
  });

  it('is at most 100 characters, cut between characters', () => {
    const long = cleanFileName(`${'🙂'.repeat(150)}.png`, 'image/png');
    expect([...long]).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('🙂.png')).toBe(true);
  });
});
