import type { ApiResult } from '#api/client.ts';
import { API_LANGUAGE, PUBLIC_KEY_HEADER } from '#api/constants.ts';
import type { ApiError } from '#api/contract.ts';
import { MAX_UPLOAD_BYTES } from '#cart/cart-constants.ts';

/** How long one upload may take before it is given up (a 5 MiB file on a slow phone link). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** How far an upload has gone, for a progress bar. */
export interface UploadProgress {
  /** Bytes of the request sent so far. */
  loaded: number;
  /** Bytes of the whole request (the file and the multipart framing). */
  total: number;
}

/** What every upload to the store API takes. */
export interface UploadFileOptions {
  /** The API's base address, ending in `/` (the storefront's `/api/` proxy in the browser). */
  baseUrl: string;
  /** The storefront's public key, sent in the public-key header. */
  publicKey: string;
  /** Header name for the public key; defaults to {@link PUBLIC_KEY_HEADER}. */
  publicKeyHeader?: string;
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

function networkError(message: string): ApiResult<ApiError[]> {
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
 * Sends one file as `multipart/form-data` (one part, `file`; the browser writes the boundary) to
 * `path` of the store API, with its headers (public key, `Accept-Language: ar`, and `headers`).
 * XMLHttpRequest rather than fetch, which cannot tell upload progress. Resolves like the API
 * client: `{ value, status }` with the answer (2xx) or the error array; a network failure or
 * timeout is status 0 with a `network_error` entry, a file over MAX_UPLOAD_BYTES a 413
 * `payload_too_large` without sending it. Sent once, never retried.
 */
export function uploadFile<T>({
  baseUrl,
  path,
  headers = {},
  publicKey,
  publicKeyHeader = PUBLIC_KEY_HEADER,
  file,
  fileName,
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  XMLHttpRequest: Request = globalThis.XMLHttpRequest,
}: UploadFileOptions & {
  /** The API path, relative to `baseUrl` (query included). */
  path: string;
  /** More request headers (a token, a cart id). */
  headers?: Record<string, string>;
}): Promise<ApiResult<T | ApiError[]>> {
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
    const settle = (result: ApiResult<T | ApiError[]>) => {
      signal?.removeEventListener('abort', stop);
      resolve(result);
    };
    request.open('POST', new URL(path, base).toString());
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', API_LANGUAGE);
    request.setRequestHeader(publicKeyHeader, publicKey);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.timeout = timeoutMs;
    request.upload.addEventListener('progress', (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    });
    request.addEventListener('load', () =>
      settle({ value: bodyOf(request) as T | ApiError[], status: request.status }),
    );
    request.addEventListener('error', () => settle(networkError('The upload did not get through')));
    request.addEventListener('timeout', () =>
      settle(networkError(`no answer within ${timeoutMs} ms`)),
    );
    signal?.addEventListener('abort', stop, { once: true });
    request.send(form);
  });
}
