import { buildApp, type AppOptions } from '#src/app.ts';
import type { Database } from '#src/db/database.ts';

/** The public key test apps accept. */
export const TEST_PUBLIC_KEY = 'pk_test_storefront';

/** Headers the storefront sends on every call (spec §7). */
export const storefrontHeaders = {
  'x-public-key': TEST_PUBLIC_KEY,
  'accept-language': 'ar',
} as const;

/** The app as main.ts builds it, on a test database, accepting {@link TEST_PUBLIC_KEY}. */
export function buildTestApp(db: Database, options: Partial<AppOptions> = {}) {
  return buildApp({ db, publicKeys: [TEST_PUBLIC_KEY], ...options });
}
