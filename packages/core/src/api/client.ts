import { API_LANGUAGE, IDEMPOTENCY_KEY_HEADER, PUBLIC_KEY_HEADER } from '#api/constants.ts';
import { CART_ID_HEADER } from '#cart/cart-constants.ts';

/** Where and how the storefront reaches the store API. */
export interface ApiConfig {
  /** Base address every call goes to, ending in `/` (e.g. `http://127.0.0.1:8080/api/`). */
  baseUrl: string;
  /** The storefront's public key, sent in the public-key header on every call. */
  publicKey: string;
  /** Header name for the public key; defaults to {@link PUBLIC_KEY_HEADER}. */
  publicKeyHeader?: string;
  /**
   * Sent as `Accept-Language` on every call; defaults to {@link API_LANGUAGE} (spec §7). The API
   * carries both languages of every text, so a shop front keeps the default unless it wants the
   * language-dependent orders (sort by name) of another.
   */
  language?: string;
  /** fetch to use (tests, server runtimes); defaults to the global one. */
  fetch?: typeof fetch;
  /** Headers sent on every call, e.g. the storefront server's request id. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Longest wait for one attempt's answer, in ms ({@link DEFAULT_API_TIMEOUT_MS}; 0: none): a
   * stalled API then answers `network_error` (status 0) instead of holding the page.
   */
  timeoutMs?: number;
}

/** How long one attempt may take by default: a slow answer is retried once (GET), then given up. */
export const DEFAULT_API_TIMEOUT_MS = 10_000;

/** Every call resolves to the parsed body and the HTTP status (spec §3 "API result"). */
export interface ApiResult<T = unknown> {
  value: T;
  status: number;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart with its boundary. */
  body?: unknown;
  params?: QueryParams;
  /** The signed-in customer's token, sent as `Authorization: Bearer …`. */
  token?: string | null;
  /** A guest's cart id, sent as `X-Cart-Id` (the cart routes; a customer's cart needs none). */
  cartId?: string | null;
  /**
   * Sent as `Idempotency-Key` on a request that creates money movements (placing an order): the
   * same key again answers the same result, never a second one.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Reject with {@link ApiRequestError} on a status outside 200–299 (the generic client's mode). */
  throwOnError?: boolean;
}

/** Statuses on which a non-mutating request is sent once more (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const NON_MUTATING = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tries after the first for a busy API (429, 503) that says when to come back (Retry-After):
 * each waits as told, and all the waits together stay within the client's timeout.
 */
export const BUSY_RETRIES = 2;

/** Retry-After in ms (seconds or an HTTP date), or undefined when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** A response is a success when its status is 200 to 299 (spec §4). */
export function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** Rejection of a throwing-mode call: carries the status and the parsed error body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly value: unknown;
  constructor(result: ApiResult) {
    super(`API request failed with status ${result.status}`);
    this.name = 'ApiRequestError';
    this.status = result.status;
    this.value = result.value;
  }
}

export interface ApiClient {
  readonly config: Readonly<ApiConfig>;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  // A relative base (e.g. `/api/` behind the storefront's own origin) resolves against the page.
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, globalThis.location?.href);
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The store API's HTTP client (spec §7): Bearer token when signed in, the public-key header,
 * `Accept-Language: ar`, JSON or multipart bodies; error statuses resolve, never throw; GET,
 * HEAD and OPTIONS are retried once on 408, 409, 425, 429, 500, 502, 503, 504 or a network
 * failure, and a 429 or 503 with Retry-After up to {@link BUSY_RETRIES} times after waiting as
 * told (never longer in all than the timeout; a longer wait is given up at once). Mutating
 * requests are sent exactly once.
 *
 * @example
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:8080/api/', publicKey: 'pk_demo' });
 * const { value, status } = await client.request<ActivityType[]>('ActivityType');
 */
export function createApiClient(config: ApiConfig): ApiClient {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(
    path: string,
    options: RequestOptions,
  ): Promise<ApiResult & { retryAfter?: number | undefined }> {
    const method = options.method ?? 'GET';
    const headers = new Headers(config.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', config.language ?? API_LANGUAGE);
    headers.set(config.publicKeyHeader ?? PUBLIC_KEY_HEADER, config.publicKey);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.cartId) headers.set(CART_ID_HEADER, options.cartId);
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body; // fetch sets multipart/form-data with its boundary
    } else if (method !== 'GET' && method !== 'HEAD') {
      headers.set('Content-Type', 'application/json');
      if (options.body !== undefined) body = JSON.stringify(options.body);
    }
    const timeoutMs = config.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
    const deadline = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [options.signal, deadline].filter((signal) => signal !== undefined);
    try {
      const response = await doFetch(buildUrl(config.baseUrl, path, options.params), {
        method,
        headers,
        body,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
      // The deadline covers the body too: a server that stalls mid-answer is given up as well.
      return {
        value: await readBody(response),
        status: response.status,
        retryAfter: retryAfterMs(response.headers.get('retry-after')),
      };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = deadline?.aborted
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      return { value: [{ code: 'network_error', message }], status: 0 };
    }
  }

  return {
    config,
    async request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
      let result = await send(path, options);
      if (NON_MUTATING.has(options.method ?? 'GET')) {
        const budget = config.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
        let waited = 0;
        let busyRetries = 0;
        // Busy and told when to come back: wait that long, a couple of times, within the timeout.
        while (
          (result.status === 429 || result.status === 503) &&
          result.retryAfter !== undefined &&
          busyRetries < BUSY_RETRIES &&
          (budget === 0 || waited + result.retryAfter <= budget)
        ) {
          await pause(result.retryAfter, options.signal);
          waited += result.retryAfter;
          busyRetries += 1;
          result = await send(path, options);
        }
        const retriable = result.status === 0 || RETRY_STATUSES.has(result.status);
        const toldToWait =
          (result.status === 429 || result.status === 503) && result.retryAfter !== undefined;
        // Anything else retriable (a busy answer that named no time too) is sent once more.
        if (busyRetries === 0 && retriable && !toldToWait) {
          result = await send(path, options);
        }
      }
      const { value, status } = result;
      if (options.throwOnError && !isSuccess(status)) throw new ApiRequestError({ value, status });
      return { value, status } as ApiResult<T>;
    },
  };
}
