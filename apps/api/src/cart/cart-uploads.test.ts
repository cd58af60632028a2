import {
  CART_ID_HEADER,
  MAX_CART_UPLOADS,
  MAX_UPLOAD_BYTES,
  type CartUpload,
} from '@shop/core/schemas';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import { cartLines, cartUploads, carts, products } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { storefrontHeaders } from '#src/test/test-app.ts';
import { uploadRateLimits } from './cart-uploads-routes.ts';
import { removeUnusedUploads } from './cart-uploads-store.ts';
import {
  executable,
  jpegWithMetadata,
  METADATA_MARKERS,
  pdfWithCatalog,
  pdfWithHiddenScript,
  picture,
  plainPdf,
  pngClaiming,
  SCRIPTED_SVG,
  zipArchive,
} from './cart-uploads-samples.ts';

// POST/GET/DELETE /api/Cart/Upload through the whole app, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: what a shopper's browser sends (multipart encoded by the platform's FormData) and
// what comes back. Each test sends from addresses of its own, so the per-client limit of one
// test never reaches another.

const shop = useCustomerApp('catalog');

let clients = 0;
/** A client address no other test uses. */
const newClient = () => {
  clients += 1;
  return `127.1.${clients >> 8}.${clients & 255}`;
};

interface Sent {
  /** The file's bytes, the name and Content-Type the part claims. */
  file?: { data: Buffer | string; name?: string; type?: string; field?: string };
  /** More parts after it. */
  more?: { name: string; data: Buffer | string; fileName?: string }[];
  cartId?: string | null;
  token?: string;
  from?: string;
}

/** The multipart body a browser's FormData makes, and its Content-Type with the boundary. */
async function formOf({ file, more = [] }: Sent): Promise<{ payload: Buffer; type: string }> {
  const form = new FormData();
  if (file) {
    const blob = new Blob([file.data], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.name ?? 'upload.bin');
  }
  for (const part of more) {
    if (part.fileName === undefined) form.append(part.name, String(part.data));
    else form.append(part.name, new Blob([part.data]), part.fileName);
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

function headersOf({ cartId, token }: Sent): Record<string, string> {
  const headers: Record<string, string> = { ...storefrontHeaders };
  if (cartId) headers[CART_ID_HEADER.toLowerCase()] = cartId;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function upload(sent: Sent): Promise<LightMyRequestResponse> {
  const { payload, type } = await formOf(sent);
  return shop.app.inject({
    method: 'POST',
    url: '/api/Cart/Upload',
    headers: { ...headersOf(sent), 'content-type': type },
    payload,
    remoteAddress: sent.from ?? newClient(),
  });
}

function read(id: string, who: Sent = {}, method: 'GET' | 'DELETE' = 'GET') {
  return shop.app.inject({
    method,
    url: `/api/Cart/Upload/${id}`,
    headers: headersOf(who),
    remoteAddress: who.from ?? newClient(),
  });
}

function codesOf(response: LightMyRequestResponse): string[] {
  return response.json<{ code: string }[]>().map((error) => error.code);
}

/** Uploads `data` as a guest without a cart; answers the upload (201 expected). */
async function guestUpload(data: Buffer, name = 'design.bin', type?: string) {
  const response = await upload({ file: { data, name, type } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CartUpload>();
}

describe('POST /api/Cart/Upload: what is taken', () => {
  it('re-encodes a JPEG upright, without EXIF, GPS, XMP or ICC, and gives a guest a cart', async () => {
    const original = await jpegWithMetadata();
    // The sample really carries what must go.
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ orientation: 6, hasProfile: true });
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(original.includes('GPS') || original.includes(METADATA_MARKERS.camera)).toBe(true);

    const saved = await guestUpload(original, 'holiday.jpeg', 'image/jpeg');
    expect(saved).toMatchObject({
      fileName: 'holiday.jpg',
      contentType: 'image/jpeg',
      url: `Cart/Upload/${saved.id}`,
    });
    expect(saved.cartId).toMatch(/^[\w-]{43}$/);

    const back = await read(saved.id, { cartId: saved.cartId });
    expect(back.statusCode).toBe(200);
    const stored = back.rawPayload;
    expect(saved.size).toBe(stored.length);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    // Turned upright: the 64 × 48 picture on its side is 48 wide now, with no orientation left.
    expect({ width: after.width, height: after.height }).toEqual({ width: 48, height: 64 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.hasProfile).toBe(false);
    for (const marker of [
      'Exif',
      'GPS',
      'http://ns.adobe.com',
      ...Object.values(METADATA_MARKERS),
    ]) {
      expect(stored.includes(marker), marker).toBe(false);
    }
    // The ICC profile's signature and the EXIF APP1 marker are gone too.
    expect(stored.includes('acsp')).toBe(false);
    expect(stored.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
  });

  it('takes PNG and WebP by their content, whatever their name and Content-Type claim', async () => {
    const png = await guestUpload(await picture('png'), 'artwork.jpg', 'image/jpeg');
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'artwork.png' });
    const webp = await guestUpload(await picture('webp'), 'artwork', 'application/pdf');
    expect(webp).toMatchObject({ contentType: 'image/webp', fileName: 'artwork.webp' });
    const stored = await read(webp.id, { cartId: webp.cartId });
    expect(stored.headers['content-type']).toBe('image/webp');
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
  });

  it('takes a PDF as it is, up to exactly the size limit', async () => {
    const pdf = plainPdf();
    const saved = await guestUpload(pdf, 'mug print.pdf', 'application/pdf');
    expect(saved).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect((await read(saved.id, { cartId: saved.cartId })).rawPayload.equals(pdf)).toBe(true);

    // Padded to the limit with a comment line before the end: past the API's 1 MiB JSON limit.
    const body = pdf.subarray(0, pdf.lastIndexOf('%%EOF'));
    const padding = MAX_UPLOAD_BYTES - pdf.length - 2;
    const largest = Buffer.concat([body, Buffer.from(`%${'x'.repeat(padding)}\n%%EOF\n`)]);
    expect(largest.length).toBe(MAX_UPLOAD_BYTES);
    const big = await guestUpload(largest, 'poster.pdf');
    expect(big.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('shows a cleaned name: no folders, controls or direction overrides', async () => {
    const saved = await guestUpload(
      await picture('png'),
      '../../etc/\u202Egnp.exe\u0007 تصميم.png',
    );
    expect(saved.fileName).toBe('gnp.exe تصميم.png');
  });
});

describe('POST /api/Cart/Upload: what is refused', () => {
  async function refusal(sent: Sent): Promise<{ status: number; codes: string[] }> {
    const response = await upload(sent);
    return { status: response.statusCode, codes: codesOf(response) };
  }
  const unsupported = { status: 415, codes: ['upload_type'] };

  it('refuses a disguised executable, SVG, HTML, ZIP and GIF with 415 upload_type', async () => {
    const jpegHeaderOnExe = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), executable()]);
    const cases: Sent['file'][] = [
      { data: executable(), name: 'photo.jpg', type: 'image/jpeg' },
      { data: jpegHeaderOnExe, name: 'photo.jpg', type: 'image/jpeg' },
      { data: SCRIPTED_SVG, name: 'logo.svg', type: 'image/svg+xml' },
      { data: SCRIPTED_SVG, name: 'logo.png', type: 'image/png' },
      { data: '<!doctype html><script>alert(1)</script>', name: 'a.png', type: 'image/png' },
      { data: zipArchive(), name: 'a.pdf', type: 'application/pdf' },
      { data: await picture('gif'), name: 'a.gif', type: 'image/gif' },
    ];
    for (const file of cases) expect(await refusal({ file }), file?.name).toEqual(unsupported);
  });

  it('refuses polyglots: a picture with a ZIP or HTML after it, a PDF with a script', async () => {
    const jpeg = await picture('jpeg');
    const png = await picture('png');
    const html = Buffer.from('<html><script>alert(document.domain)</script></html>');
    const cases = [
      Buffer.concat([jpeg, zipArchive()]), // a GIFAR-style JPEG + archive
      Buffer.concat([jpeg, html]),
      Buffer.concat([png, html]),
      pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      pdfWithHiddenScript(),
    ];
    for (const data of cases) {
      expect(await refusal({ file: { data, name: 'x.jpg', type: 'image/jpeg' } })).toEqual(
        unsupported,
      );
    }
  });

  it('refuses a truncated picture, and a picture claiming too many pixels with 413', async () => {
    const jpeg = await picture('jpeg', { width: 200, height: 200 });
    expect(await refusal({ file: { data: jpeg.subarray(0, jpeg.length / 2) } })).toEqual(
      unsupported,
    );
    const png = await picture('png');
    expect(await refusal({ file: { data: png.subarray(0, png.length - 20) } })).toEqual(
      unsupported,
    );
    expect(await refusal({ file: { data: await pngClaiming(30_000, 30_000) } })).toEqual({
      status: 413,
      codes: ['payload_too_large'],
    });
  });

  it('refuses a file one byte over the limit with 413 while streaming, and stores nothing', async () => {
    const before = await shop.db.select({ n: sql<number>`count(*)::int` }).from(cartUploads);
    const over = Buffer.concat([
      plainPdf(),
      Buffer.alloc(MAX_UPLOAD_BYTES + 1 - plainPdf().length, 0x20),
    ]);
    const response = await upload({ file: { data: over, name: 'big.pdf' } });
    expect(response.statusCode).toBe(413);
    expect(codesOf(response)).toEqual(['payload_too_large']);
    expect(response.headers.connection).toBe('close');
    // Declared larger than any upload: refused before the body is read.
    const declared = await shop.app.inject({
      method: 'POST',
      url: '/api/Cart/Upload',
      headers: {
        ...storefrontHeaders,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MAX_UPLOAD_BYTES * 3),
      },
      payload: '--x--',
      remoteAddress: newClient(),
    });
    expect(declared.statusCode).toBe(413);
    const after = await shop.db.select({ n: sql<number>`count(*)::int` }).from(cartUploads);
    expect(after).toEqual(before);
  });

  it('answers 413 over real HTTP once the file passes the limit, without reading the rest', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as AddressInfo;
    const endless = 50 * MAX_UPLOAD_BYTES;
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve) => {
      let sent = 0;
      let answered = false;
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/Cart/Upload',
          agent: false,
          // Chunked: no length to refuse it by, the bytes are counted as they come.
          headers: { ...storefrontHeaders, 'content-type': 'multipart/form-data; boundary=b' },
        },
        (response) => {
          answered = true;
          response.resume();
          resolve({ status: response.statusCode ?? 0, sent });
        },
      );
      outgoing.on('error', () => undefined); // the server closes while we still write
      const piece = Buffer.alloc(64 * 1024, 0x41);
      const write = () => {
        while (!answered && !outgoing.destroyed && sent < endless) {
          sent += piece.length;
          if (!outgoing.write(piece)) return void outgoing.once('drain', write);
        }
        outgoing.end();
      };
      outgoing.write(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n' +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      );
      write();
    });
    expect(status).toBe(413);
    // The file limit and what socket buffers hold: far from the whole body.
    expect(sent).toBeLessThan(3 * MAX_UPLOAD_BYTES);
  });

  it('wants exactly one part named file: two files, extra fields, no file or JSON are refused', async () => {
    const png = await picture('png');
    const onePart = { status: 400, codes: ['validation'] };
    expect(
      await refusal({
        file: { data: png },
        more: [{ name: 'file', data: png, fileName: 'b.png' }],
      }),
    ).toEqual(onePart);
    expect(await refusal({ file: { data: png }, more: [{ name: 'note', data: 'hello' }] })).toEqual(
      onePart,
    );
    expect(await refusal({ file: { data: png, field: 'picture' } })).toEqual(onePart);
    expect(await refusal({ more: [{ name: 'note', data: 'hello' }] })).toEqual(onePart);
    expect(await refusal({})).toEqual(onePart);
    expect(await refusal({ file: { data: Buffer.alloc(0) } })).toEqual(onePart);
    const json = await shop.call('POST', 'Cart/Upload', { body: { file: 'aGVsbG8=' } });
    expect(json.statusCode).toBe(415);
    expect(codesOf(json)).toEqual(['unsupported_media_type']);
  });

  it('keeps every other route JSON-only', async () => {
    const { payload, type } = await formOf({ file: { data: 'x' } });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/Customer/SignIn',
      headers: { ...storefrontHeaders, 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/Cart/Upload: fuzzed', () => {
  // The OpenAPI fuzz test sends no multipart bodies: these are the upload route's own.
  const magic = fc.constantFrom(
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('GIF89a'),
    Buffer.from('<svg '),
    Buffer.alloc(0),
  );
  const contents = fc
    .tuple(magic, fc.uint8Array({ maxLength: 2_048 }), fc.constantFrom('', '\n%%EOF\n'))
    .map(([head, body, tail]) => Buffer.concat([head, body, Buffer.from(tail)]));

  it('answers 201 or a 4xx, never a 5xx, to random files, names and fields', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        contents,
        fc.string({ maxLength: 300, unit: 'binary' }),
        fc.constantFrom('file', 'File', 'files[]', ''),
        fc.constantFrom('image/jpeg', 'image/svg+xml', 'text/html', ''),
        async (data, name, field, type) => {
          const response = await upload({ file: { data, name, field, type } });
          statuses.add(response.statusCode);
          expect([201, 400, 413, 415]).toContain(response.statusCode);
        },
      ),
      { seed: 20261213, numRuns: 150 },
    );
    expect(statuses.has(415)).toBe(true);
  });

  it('answers 400, never a 5xx, to broken multipart bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 400, unit: 'binary' }),
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=b',
        ),
        async (body, type) => {
          const response = await shop.app.inject({
            method: 'POST',
            url: '/api/Cart/Upload',
            headers: { ...storefrontHeaders, 'content-type': type },
            payload: `--b\r\n${body}`,
            remoteAddress: newClient(),
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { seed: 20261214, numRuns: 150 },
    );
  });
});

describe('GET /api/Cart/Upload/{id}', () => {
  it('serves a picture inline and a PDF as an attachment, sandboxed and never cached or sniffed', async () => {
    const picture_ = await guestUpload(await picture('png'), 'تصميم الكوب.png');
    const image = await read(picture_.id, { cartId: picture_.cartId });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    const disposition = String(image.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('تصميم الكوب.png');

    const pdf = await guestUpload(plainPdf(), 'print.pdf');
    const document = await read(pdf.id, { cartId: pdf.cartId });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="print.pdf"; filename*=UTF-8''print.pdf`,
    );
  });

  it('answers 404 upload_not_found to anyone but the owner, and to unknown or malformed ids', async () => {
    const owner = await guestUpload(await picture('png'));
    const stranger = await guestUpload(await picture('png'));
    const customer = await shop.signUp('Someone Else');
    const notFound = { status: 404, codes: ['upload_not_found'] };
    const answer = async (id: string, who: Sent) => {
      const response = await read(id, who);
      return { status: response.statusCode, codes: codesOf(response) };
    };
    expect(await answer(owner.id, { cartId: stranger.cartId })).toEqual(notFound);
    expect(await answer(owner.id, {})).toEqual(notFound);
    expect(await answer(owner.id, { token: customer.token })).toEqual(notFound);
    expect(await answer('00000000-0000-4000-8000-000000000000', { cartId: owner.cartId })).toEqual(
      notFound,
    );
    expect(await answer("1' or '1'='1", { cartId: owner.cartId })).toEqual(notFound);
    expect(
      await answer(owner.id.toUpperCase().replace(/-/g, ''), { cartId: owner.cartId }),
    ).toEqual(notFound);
    // A cart id that is nobody's: the same answer, not a different one.
    expect(await answer(owner.id, { cartId: 'x'.repeat(43) })).toEqual(notFound);
    expect((await read(owner.id, { cartId: owner.cartId })).statusCode).toBe(200);
  });

  it('serves a signed-in customer’s files by their token, into their own cart', async () => {
    const { token } = await shop.signUp('Mona');
    const response = await upload({ file: { data: await picture('webp') }, token });
    expect(response.statusCode).toBe(201);
    const saved = response.json<CartUpload>();
    expect(saved.cartId).toBeNull();
    expect((await read(saved.id, { token })).statusCode).toBe(200);
    expect((await read(saved.id, {})).statusCode).toBe(404);
  });
});

describe('DELETE /api/Cart/Upload/{id}', () => {
  it('lets the owner remove a file no line uses; a file a line uses answers 409 upload_in_use', async () => {
    const first = await guestUpload(await picture('png'));
    const owner = { cartId: first.cartId };
    const second = (
      await upload({ file: { data: await picture('png') }, ...owner })
    ).json<CartUpload>();
    expect(second.cartId).toBeNull(); // the same cart: no new id

    expect(
      (await read(first.id, { cartId: second.cartId ?? undefined }, 'DELETE')).statusCode,
    ).toBe(404);
    expect((await read(first.id, {}, 'DELETE')).statusCode).toBe(404);

    const [cart] = await shop.db
      .select({ id: cartUploads.cartId })
      .from(cartUploads)
      .where(eq(cartUploads.id, second.id));
    const [product] = await shop.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .limit(1);
    await shop.db.insert(cartLines).values({
      cartId: cart!.id,
      productId: product!.id,
      quantity: 1,
      customizationKey: `upload:${second.id}`,
      customization: [{ optionId: 1, uploadId: second.id }],
      uploadIds: [second.id],
      addedUnitPrice: product!.price,
    });
    const inUse = await read(second.id, owner, 'DELETE');
    expect(inUse.statusCode).toBe(409);
    expect(codesOf(inUse)).toEqual(['upload_in_use']);
    expect((await read(second.id, owner)).statusCode).toBe(200);

    const removed = await read(first.id, owner, 'DELETE');
    expect(removed.statusCode).toBe(204);
    expect((await read(first.id, owner)).statusCode).toBe(404);
    expect((await read(first.id, owner, 'DELETE')).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it(`keeps at most ${MAX_CART_UPLOADS} files per cart, also when they arrive at once`, async () => {
    const png = await picture('png', { width: 8, height: 8 });
    const first = await guestUpload(png);
    const owner = { cartId: first.cartId };
    // 24 more at once (from as many clients) for the 19 places left.
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => upload({ file: { data: png }, ...owner })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_CART_UPLOADS - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const full = answers.find((answer) => answer.statusCode === 409)!;
    expect(full.json()).toEqual([
      expect.objectContaining({ code: 'uploads_full', limit: MAX_CART_UPLOADS }),
    ]);
    const [cart] = await shop.db
      .select({ id: cartUploads.cartId })
      .from(cartUploads)
      .where(eq(cartUploads.id, first.id));
    const [counted] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartUploads)
      .where(eq(cartUploads.cartId, cart!.id));
    expect(counted!.n).toBe(MAX_CART_UPLOADS);

    // Removing one makes room for one.
    expect((await read(first.id, owner, 'DELETE')).statusCode).toBe(204);
    expect((await upload({ file: { data: png }, ...owner })).statusCode).toBe(201);
    expect((await upload({ file: { data: png }, ...owner })).statusCode).toBe(409);
  });

  it(`answers 429 after ${uploadRateLimits.perClient.max} uploads of one client in an hour`, async () => {
    const from = newClient();
    const { max } = uploadRateLimits.perClient;
    // Refused files count too: decoding them cost as much.
    for (let i = 0; i < max; i += 1) {
      const response = await upload({ file: { data: 'not a picture' }, from });
      expect(response.statusCode).toBe(415);
    }
    const limited = await upload({ file: { data: await picture('png') }, from });
    expect(limited.statusCode).toBe(429);
    expect(codesOf(limited)).toEqual(['rate_limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper is not held back.
    expect((await upload({ file: { data: await picture('png') } })).statusCode).toBe(201);
  });
});

describe('the clean-up job', () => {
  const started: Jobs[] = [];
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
  });

  /** Makes the upload `hours` old. */
  const age = (id: string, hours: number) =>
    shop.db
      .update(cartUploads)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(cartUploads.id, id));

  async function lineUsing(uploadId: string) {
    const [row] = await shop.db
      .select({ cartId: cartUploads.cartId })
      .from(cartUploads)
      .where(eq(cartUploads.id, uploadId));
    const [product] = await shop.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .limit(1);
    await shop.db.insert(cartLines).values({
      cartId: row!.cartId,
      productId: product!.id,
      quantity: 1,
      customizationKey: `upload:${uploadId}`,
      customization: [{ optionId: 1, uploadId }],
      uploadIds: [uploadId],
      addedUnitPrice: product!.price,
    });
  }

  const exists = async (id: string) =>
    (await shop.db.select({ id: cartUploads.id }).from(cartUploads).where(eq(cartUploads.id, id)))
      .length === 1;

  it('removes uploads a day old that no line names, and nothing else', async () => {
    const png = await picture('png');
    const oldUnused = await guestUpload(png);
    const oldUsed = await guestUpload(png);
    const newUnused = await guestUpload(png);
    await age(oldUnused.id, 25);
    await age(oldUsed.id, 25);
    await age(newUnused.id, 23);
    await lineUsing(oldUsed.id);

    expect(await removeUnusedUploads(shop.db)).toBeGreaterThanOrEqual(1);
    expect(await exists(oldUnused.id)).toBe(false);
    expect(await exists(oldUsed.id)).toBe(true);
    expect(await exists(newUnused.id)).toBe(true);
    // The cart itself stays (its lines are the cart routes' business).
    expect(await shop.db.select({ id: carts.id }).from(carts).limit(1)).toHaveLength(1);
    expect((await read(oldUnused.id, { cartId: oldUnused.cartId })).statusCode).toBe(404);
  });

  it('runs as a queued job', async () => {
    const jobs = await startJobs({
      handle: shop.handle,
      tokenTtlDays: 30,
      log: { debug: () => {}, warn: () => {} },
      mailer: { kind: 'outbox', send: () => Promise.resolve() },
    });
    started.push(jobs);
    const stale = await guestUpload(await picture('png'));
    await age(stale.id, 48);
    await jobs.boss.send(jobQueues.cleanCartUploads, null);
    await vi.waitFor(async () => expect(await exists(stale.id)).toBe(false), {
      timeout: 20_000,
      interval: 250,
    });
  });
});
