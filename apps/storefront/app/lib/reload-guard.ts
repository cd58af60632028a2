/** Spec F.03, R9.01: after a failed code load the page reloads at most once in this time. */
export const RELOAD_GUARD_MS = 10_000;
const storageKey = 'shop:reload-after-failed-load';

/**
 * Whether the page may reload now to recover from code that failed to load; if so, the reload
 * is recorded. Kept in sessionStorage, so it holds across the reload (one tab only); without
 * storage (blocked), no reload: an error page beats a possible loop.
 */
export function claimReload(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  now: number,
): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(storageKey));
    // A time in the future (a clock set back) counts as long ago.
    if (last && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(storageKey, String(now));
    return true;
  } catch {
    return false;
  }
}
