import type { ApiResult } from '#api/client.ts';
import { API_LANGUAGE, PUBLIC_KEY_HEADER } from '#api/constants.ts';
import type { ApiError } from '#api/contract.ts';
import { CART_ID_HEADER, MAX_UPLOAD_BYTES } from '#cart/cart-constants.ts';
import type { CartUpload } from '#cart/cart-schemas.ts';

/** How long one upload may take before it is given up (a 5 MiB file on a slow phone link). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** How far an upload has gone, for a progress bar. */
export interface UploadProgress {
  /** Bytes of the request sent so far. */
  loaded: number;
  /** Bytes of the whole request (the file and the multipart framing). */
  total: number;
}

export interface UploadCartFileOptions {
  /** The API's base address, ending in `/` (the storefront's `/api/` proxy in the browser). */
  baseUrl: string;
  /** The storefront's public key, sent in the public-key header. */
  publicKey: string;
  /** Header name for the public key; defaults to {@link PUBLIC_KEY_HEADER}. */
  publicKeyHeader?: string;
  /** The signed-in customer's token: the file goes into their cart. */
  token?: string | null;
  /** A guest's cart id (`X-Cart-Id`); a guest without one gets a cart with the answer's `cartId`. */
  cartId?: string | null;
  /** The chosen file (a File keeps its name; the API decides the type by its content). */
  file: Blob;
  /** The name to send; defaults to the File's own name. */
  fileName?: string;
  /** Called as the request's bytes go out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Longest the whole upload may take, in ms ({@link UPLOAD_TIMEOUT_MS}; 0: none). */
  timeoutMs?: number;
  /** The XMLHttpRequest to use (tests); defaults to the browser's. */
  XMLHttpRequest?: new () => XMLHttpRequest;
}

export type UploadCartFileResult = ApiResult<CartUpload | ApiError[]>;

function networkError(message: string): UploadCartFileResult {
  return { value: [{ code: 'network_error', message }], status: 0 };
}

function bodyOf(request: XMLHttpRequest): unknown {
  const text = request.responseText;
  if (text === '') return null;
  if (!(request.getResponseHeader('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST Cart/Upload`: sends one customization file as `multipart/form-data` (R7.06; the browser
 * writes the boundary), with the store API's headers (public key, `Accept-Language: ar`, the
 * customer's token or the guest's cart id). XMLHttpRequest rather than fetch, which cannot tell
 * upload progress. Resolves like the API client: `{ value, status }` with the stored
 * {@link CartUpload} (201) or the error array; a network failure or timeout is status 0 with a
 * `network_error` entry, a file over MAX_UPLOAD_BYTES a 413 `payload_too_large` without sending
 * it. Sent once, never retried.
 *
 * @example
 * const { value, status } = await uploadCartFile({
 *   baseUrl: '/api/', publicKey, cartId, file, onProgress: ({ loaded, total }) => show(loaded / total),
 * });
 */
export function uploadCartFile({
  baseUrl,
  publicKey,
  publicKeyHeader = PUBLIC_KEY_HEADER,
  token,
  cartId,
  file,
  fileName,
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  XMLHttpRequest: Request = globalThis.XMLHttpRequest,
}: UploadCartFileOptions): Promise<UploadCartFileResult> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.resolve({
      value: [{ code: 'payload_too_large', message: `The file is over ${MAX_UPLOAD_BYTES} bytes` }],
      status: 413,
    });
  }
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, globalThis.location?.href);
  const form = new FormData();
  const name = fileName ?? (file as Partial<File>).name ?? 'upload';
  form.append('file', file, name);

  return new Promise((resolve, reject) => {
    const request = new Request();
    const stop = () => {
      request.abort();
      reject(signal?.reason as Error);
    };
    const settle = (result: UploadCartFileResult) => {
      signal?.removeEventListener('abort', stop);
      resolve(result);
    };
    request.open('POST', new URL('Cart/Upload', base).toString());
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', API_LANGUAGE);
    request.setRequestHeader(publicKeyHeader, publicKey);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (cartId) request.setRequestHeader(CART_ID_HEADER, cartId);
    request.timeout = timeoutMs;
    request.upload.addEventListener('progress', (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    });
    request.addEventListener('load', () =>
      settle({ value: bodyOf(request) as CartUpload | ApiError[], status: request.status }),
    );
    request.addEventListener('error', () => settle(networkError('The upload did not get through')));
    request.addEventListener('timeout', () =>
      settle(networkError(`no answer within ${timeoutMs} ms`)),
    );
    signal?.addEventListener('abort', stop, { once: true });
    request.send(form);
  });
}
