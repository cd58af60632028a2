import { publicSettingsSchema } from '@shop/core/schemas';
import type { PublicSettings } from '@shop/core/settings';
import { apiConfig } from '~/config.server';

/**
 * How the storefront learns the site settings (maintenance R2.54, the popup's switch R2.89).
 *
 * Decision: the storefront server keeps ONE copy of `GET /api/Settings` per process, for at most
 * SETTINGS_TTL_MS (a second), and every page reads that copy: a page never waits for a settings
 * call of its own, except the first after the copy expired (one call shared by every page
 * rendering at that moment, a few milliseconds: the API answers it from memory). Staff's change
 * reaches every API process within a second through the change feed, so every page shows it
 * within about two seconds, without a restart. When the API cannot be reached the last known
 * settings stay (never known: the shop open, and the pages show the API's own errors).
 */
export const SETTINGS_TTL_MS = 1_000;
const FETCH_TIMEOUT_MS = 1_500;

const OPEN: PublicSettings = {
  maintenance: { enabled: false, messageAr: '', messageEn: '', retryAfterSeconds: 300 },
  recentPurchasesPopup: { enabled: false },
};

let known: PublicSettings | undefined;
let freshUntil = 0;
let inFlight: Promise<PublicSettings> | undefined;

async function fetchSettings(): Promise<PublicSettings> {
  try {
    const response = await fetch(new URL('Settings', apiConfig.baseUrl), {
      headers: { 'x-public-key': apiConfig.publicKey, accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET Settings answered ${response.status}`);
    // Checked: an answer of another shape keeps the last known settings, never breaks a page.
    known = publicSettingsSchema.parse(await response.json());
  } catch {
    // The last known settings stay; tried again after the lifetime.
  }
  freshUntil = Date.now() + SETTINGS_TTL_MS;
  return known ?? OPEN;
}

/** The site settings, at most SETTINGS_TTL_MS old (see the decision above). */
export function siteSettings(): Promise<PublicSettings> {
  if (Date.now() < freshUntil) return Promise.resolve(known ?? OPEN);
  inFlight ??= fetchSettings().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
