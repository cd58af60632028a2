import { customerOfRequest } from '#customer/customer-slice.ts';
import { readCookie } from '#preferences/cookies.ts';

/** Pages a signed-in customer never sees (spec §2, §6). */
export const guestOnlyPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/otp',
  '/auth/forgot-password',
] as const;
/**
 * Any path containing one of these needs a token: the spec's three (§2), plus the account pages
 * and compare, which only exist for a customer (a decision: R2.69 leaves their routes open).
 */
const customerOnlyParts = [
  '/my-orders',
  '/my-favorite',
  '/checkout',
  '/account',
  '/compare',
] as const;

/**
 * Where a route guard sends the shopper, or null to stay (spec §2), for first loads on the
 * server and client navigation alike:
 * - login, register, otp and forgot-password with a token → `/`;
 * - `/auth/otp` without a stored customer e-mail → `/auth/login`;
 * - a path containing `/my-orders`, `/my-favorite` or `/checkout` (or `/account`, `/compare`)
 *   without a token → `/auth/login`.
 */
export function guardRedirect(
  pathname: string,
  customer: { token: string; hasEmail: boolean },
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const loggedIn = customer.token !== '';
  if (loggedIn && (guestOnlyPaths as readonly string[]).includes(path)) return '/';
  if (path === '/auth/otp' && !customer.hasEmail) return '/auth/login';
  if (!loggedIn && customerOnlyParts.some((part) => path.includes(part))) return '/auth/login';
  return null;
}

/** Cookie naming the customer page a guest was just sent to sign in from. */
export const GUARD_FROM_COOKIE = 'guardFrom';

/**
 * The guard's redirect for a server request, or null: {@link guardRedirect}'s destination and a
 * cookie to set with it. A guest sent from a customer page to sign in leaves that path in a
 * cookie for a minute; a customer then sent away from the sign-in pages goes back there instead
 * of home (and the cookie is dropped). So a page that reloads once the browser's saved customer
 * is known (syncCustomerCookiesScript) ends where the shopper asked to go (spec R4.01).
 */
export function guardOfRequest(request: Request): { location: string; setCookie?: string } | null {
  const url = new URL(request.url);
  const customer = customerOfRequest(request);
  const location = guardRedirect(url.pathname, customer);
  if (!location) return null;
  const cookie = (value: string, maxAge: number) =>
    `${GUARD_FROM_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`;
  if (customer.token === '' && location === '/auth/login' && url.pathname !== '/auth/otp')
    return { location, setCookie: cookie(`${url.pathname}${url.search}`, 60) };
  const from = sameSiteReturnPath(
    readCookie(request.headers.get('Cookie'), GUARD_FROM_COOKIE),
    url.origin,
  );
  if (location === '/' && from) return { location: from, setCookie: cookie('', 0) };
  return { location };
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
