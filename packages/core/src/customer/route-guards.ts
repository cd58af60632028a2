import { customerOfRequest, GUARD_FROM_COOKIE } from '#customer/customer-slice.ts';
import { readCookie, writeCookie } from '#preferences/cookies.ts';

/** Pages a signed-in customer never sees (spec §2, §6). */
export const guestOnlyPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/otp',
  '/auth/forgot-password',
] as const;
/**
 * A path containing one of these needs a token: the spec's rule (§2, R2.97), kept exactly as
 * written, so `/activity-types/active/…/checkout` and every `/checkout/…` page are covered.
 */
const customerOnlyParts = ['/my-orders', '/my-favorite', '/checkout'] as const;
/**
 * Our own customer pages, which the spec does not name (R2.69 leaves their routes open): the
 * account pages and compare. Matched by the whole first path segment, so `/account`,
 * `/account/addresses` and `/compare` need a token, while `/product/accountant-tea` or
 * `/compare-prices` do not.
 */
const customerOnlySections = ['account', 'compare'] as const;

/** Whether a guest is sent to sign in from this (normalised) path. */
function isCustomerOnly(path: string): boolean {
  const section = path.split('/')[1] ?? '';
  return (
    customerOnlyParts.some((part) => path.includes(part)) ||
    (customerOnlySections as readonly string[]).includes(section)
  );
}

/**
 * Where a route guard sends the shopper, or null to stay (spec §2), for first loads on the
 * server and client navigation alike:
 * - login, register, otp and forgot-password with a token → `/`, always (R2.96);
 * - `/auth/otp` with nothing awaiting verification → `/auth/login` (R2.95);
 * - without a token, a path containing `/my-orders`, `/my-favorite` or `/checkout` (R2.97), or
 *   one under `/account` or `/compare` → `/auth/login`.
 */
export function guardRedirect(
  pathname: string,
  customer: { token: string; hasEmail: boolean },
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const loggedIn = customer.token !== '';
  if (loggedIn && (guestOnlyPaths as readonly string[]).includes(path)) return '/';
  if (path === '/auth/otp' && !customer.hasEmail) return '/auth/login';
  if (!loggedIn && isCustomerOnly(path)) return '/auth/login';
  return null;
}

/**
 * The guard's redirect for a server request, or null: {@link guardRedirect}'s destination and a
 * cookie to set with it. A guest sent from a customer page to sign in leaves that path in a
 * cookie for a minute, for the sign-in that follows ({@link returnPathAfterSignIn}). The guard
 * itself never goes back there: a customer who opens a sign-in page always ends on `/` (R2.96).
 */
export function guardOfRequest(request: Request): { location: string; setCookie?: string } | null {
  const url = new URL(request.url);
  const customer = customerOfRequest(request);
  const location = guardRedirect(url.pathname, customer);
  if (!location) return null;
  if (customer.token === '' && location === '/auth/login' && url.pathname !== '/auth/otp') {
    const from = encodeURIComponent(`${url.pathname}${url.search}`);
    return {
      location,
      setCookie: `${GUARD_FROM_COOKIE}=${from}; Path=/; Max-Age=60; SameSite=Lax`,
    };
  }
  return { location };
}

/**
 * Where a successful sign-in goes, in the browser: the customer page the guard sent the guest
 * from within the last minute (a path of this site only), else `/`. The cookie is used up.
 */
export function returnPathAfterSignIn(): string {
  if (typeof document === 'undefined') return '/';
  const from = readCookie(document.cookie, GUARD_FROM_COOKIE);
  if (from !== undefined) writeCookie(GUARD_FROM_COOKIE, '', 0);
  return sameSiteReturnPath(from, location.origin) ?? '/';
}

/**
 * `path` as a return path when it stays on `origin`, else null. Parsed with the URL parser, as
 * browsers do, so "//evil.example", "/\evil.example" (a backslash is a slash to them) and
 * absolute or scheme-relative addresses never leave the site.
 */
export function sameSiteReturnPath(path: string | null | undefined, origin: string): string | null {
  if (!path?.startsWith('/')) return null;
  let target: URL;
  try {
    target = new URL(path, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
