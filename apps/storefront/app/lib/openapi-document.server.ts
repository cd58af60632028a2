import { data } from 'react-router';
import { apiOrigin } from '~/config.server';

/** How long a process reuses the API's OpenAPI document: it changes only with a new API build. */
export const OPENAPI_REUSE_MS = 5 * 60_000;
/** How long the server waits for the document before the page answers 503. */
const OPENAPI_TIMEOUT_MS = 5_000;

let kept: { at: number; document: Promise<unknown> } | undefined;

/**
 * The store API's OpenAPI document (`GET /openapi.json` on the API), kept a few minutes by this
 * process: it is public, the same for everyone, and about 450 KB. A failure is not kept, and
 * answers this page's 503.
 */
export function openApiDocument(now = Date.now()): Promise<unknown> {
  if (kept && now - kept.at < OPENAPI_REUSE_MS) return kept.document;
  const document: Promise<unknown> = fetch(`${apiOrigin}/openapi.json`, {
    signal: AbortSignal.timeout(OPENAPI_TIMEOUT_MS),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
      return (await response.json()) as unknown;
    })
    // Every page waiting for this fetch answers 503 when it fails, and the next one tries again.
    .catch((error: unknown) => {
      if (kept?.document === document) kept = undefined;
      console.error('[storefront] the API reference could not be loaded', error);
      throw data(null, { status: 503 });
    });
  kept = { at: now, document };
  return document;
}
