import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#cart/cart-constants.ts';
import { uploadCartFile, type UploadProgress } from '#cart/cart-upload.ts';

/**
 * A stand-in for the browser's XMLHttpRequest: records what the upload sets and sends, and lets
 * the test play the network's part (progress, an answer, a failure, a timeout).
 */
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  aborted = false;
  status = 0;
  responseText = '';
  private responseType = '';

  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseType : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  // The network's side.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable }),
    );
  }
  answer(status: number, body: unknown, type = 'application/json; charset=utf-8') {
    this.status = status;
    this.responseType = type;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail(kind: 'error' | 'timeout') {
    this.dispatchEvent(new Event(kind));
  }
}

/** The fake as the option's type (it has what the upload uses of the real one). */
const XMLHttpRequest = FakeRequest as unknown as new () => XMLHttpRequest;

function sent(): FakeRequest {
  if (!FakeRequest.last) throw new Error('nothing was sent');
  return FakeRequest.last;
}

/** The storefront's proxy (a relative `/api/` resolves against the page in a browser). */
const BASE = 'https://shop.example/api/';
const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'تصميم.jpg', {
  type: 'image/jpeg',
});
const stored = {
  id: '6f1c2b9e-8d1a-4c3e-9f2b-0a1b2c3d4e5f',
  fileName: 'تصميم.jpg',
  contentType: 'image/jpeg',
  size: 5_120,
  url: 'Cart/Upload/6f1c2b9e-8d1a-4c3e-9f2b-0a1b2c3d4e5f',
  cartId: 'g'.repeat(43),
};

describe('uploadCartFile', () => {
  it('posts the file as multipart form data with the store API headers, and reports progress', async () => {
    const seen: UploadProgress[] = [];
    const result = uploadCartFile({
      baseUrl: 'https://shop.example/api/',
      publicKey: 'pk_demo',
      cartId: 'c'.repeat(43),
      file,
      onProgress: (progress) => seen.push(progress),
      XMLHttpRequest,
    });
    const request = sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://shop.example/api/Cart/Upload');
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ar',
      'X-Public-Key': 'pk_demo',
      'X-Cart-Id': 'c'.repeat(43),
    });
    // No Content-Type of its own: the browser writes multipart/form-data with the boundary.
    expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain(
      'content-type',
    );
    expect(request.body).toBeInstanceOf(FormData);
    const part = (request.body as FormData).get('file') as File;
    expect(part.name).toBe('تصميم.jpg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(
      new Uint8Array(await file.arrayBuffer()),
    );
    expect([...(request.body as FormData).keys()]).toEqual(['file']);

    request.progress(100, 400);
    request.progress(400, 400);
    request.progress(7, 0, false);
    request.answer(201, stored);
    await expect(result).resolves.toEqual({ value: stored, status: 201 });
    expect(seen).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
      { loaded: 7, total: file.size },
    ]);
  });

  it('sends a customer’s token, and a name given for a plain Blob', async () => {
    const result = uploadCartFile({
      baseUrl: 'https://shop.example/api',
      publicKey: 'pk_demo',
      token: 'tok_123',
      file: new Blob(['%PDF-1.7']),
      fileName: 'print.pdf',
      XMLHttpRequest,
    });
    const request = sent();
    expect(request.url).toBe('https://shop.example/api/Cart/Upload');
    expect(request.headers.Authorization).toBe('Bearer tok_123');
    expect(request.headers['X-Cart-Id']).toBeUndefined();
    expect(((request.body as FormData).get('file') as File).name).toBe('print.pdf');
    request.answer(201, { ...stored, cartId: null });
    expect((await result).status).toBe(201);
  });

  it('resolves the API’s refusal with its status and error array', async () => {
    const result = uploadCartFile({
      baseUrl: BASE,
      publicKey: 'pk',
      file,
      XMLHttpRequest: XMLHttpRequest,
    });
    const refusal = [
      { code: 'upload_type', message: 'Only JPEG, PNG, WebP and PDF', field: 'body.file' },
    ];
    sent().answer(415, refusal);
    await expect(result).resolves.toEqual({ value: refusal, status: 415 });

    const plain = uploadCartFile({ baseUrl: BASE, publicKey: 'pk', file, XMLHttpRequest });
    sent().answer(502, 'Bad Gateway', 'text/plain');
    await expect(plain).resolves.toEqual({ value: 'Bad Gateway', status: 502 });
  });

  it('answers status 0 with network_error when the upload fails or times out', async () => {
    const failed = uploadCartFile({ baseUrl: BASE, publicKey: 'pk', file, XMLHttpRequest });
    sent().fail('error');
    await expect(failed).resolves.toEqual({
      value: [expect.objectContaining({ code: 'network_error' })],
      status: 0,
    });

    const slow = uploadCartFile({
      baseUrl: BASE,
      publicKey: 'pk',
      file,
      timeoutMs: 5_000,
      XMLHttpRequest,
    });
    expect(sent().timeout).toBe(5_000);
    sent().fail('timeout');
    await expect(slow).resolves.toEqual({
      value: [{ code: 'network_error', message: 'no answer within 5000 ms' }],
      status: 0,
    });
  });

  it('stops the upload when its signal aborts, and rejects with the reason', async () => {
    const controller = new AbortController();
    const result = uploadCartFile({
      baseUrl: BASE,
      publicKey: 'pk',
      file,
      signal: controller.signal,
      XMLHttpRequest,
    });
    const request = sent();
    request.progress(10, 400);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });

    // Aborted before it starts: nothing is sent.
    FakeRequest.last = undefined;
    await expect(
      uploadCartFile({
        baseUrl: BASE,
        publicKey: 'pk',
        file,
        signal: controller.signal,
        XMLHttpRequest,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last).toBeUndefined();
  });

  it('answers 413 for a file over the limit without sending it', async () => {
    FakeRequest.last = undefined;
    const large = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]);
    await expect(
      uploadCartFile({ baseUrl: BASE, publicKey: 'pk', file: large, XMLHttpRequest }),
    ).resolves.toEqual({
      value: [expect.objectContaining({ code: 'payload_too_large' })],
      status: 413,
    });
    expect(FakeRequest.last).toBeUndefined();
  });
});
