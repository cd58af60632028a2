/** Reads one cookie from a `Cookie` request header (or `document.cookie`). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined; // a malformed value ("%E0%A4") counts as none, never an error
    }
  }
  return undefined;
}

/**
 * Writes a cookie the server renders from. Without `maxAgeSeconds` it is a session cookie (gone
 * when the browser session ends). A no-op outside the browser.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax`;
}

/** A year, for preferences that outlive the session. */
export const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** localStorage that never throws (disabled storage, server). */
export const safeStorage = {
  get(key: string): string | undefined {
    try {
      return globalThis.localStorage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage disabled: the cookie still carries the choice
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};
