import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The nonce of this response's Content-Security-Policy, one per request, made by
 * server/security-headers.mjs and put in the load context by server.mjs (which finds this key
 * as an export of the server entry). Empty under the dev server, which sends no policy.
 */
export const cspNonceContext = createContext<string>('');

/** The nonce for the document's inline scripts; entry.server provides it while rendering. */
export const CspNonce = createReactContext<string | undefined>(undefined);

/**
 * The nonce of the page being rendered on the server; undefined in the browser, where the
 * scripts already ran (browsers hide a nonce from the DOM, and hydration ignores it).
 */
export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}

/**
 * An inline script for the head, before any module runs: the pages' policy allows no eval, and
 * zod would otherwise probe `new Function` (caught, but still reported as a violation) when a
 * form's schemas load, to compile faster parsers. Its global config object is the one
 * `z.config` writes; set here because route modules load before the client entry runs (the
 * e2e suite fails on the violation should zod ever rename it).
 */
export const zodWithoutEvalScript =
  '(globalThis.__zod_globalConfig=globalThis.__zod_globalConfig||{}).jitless=true;';
