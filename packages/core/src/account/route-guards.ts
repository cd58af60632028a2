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
