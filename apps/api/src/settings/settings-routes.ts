import {
  publicSettingsSchema,
  recentPurchaseListSchema,
  recentPurchaseQuerySchema,
  siteSettingsPatchSchema,
  siteSettingsSchema,
} from '@shop/core/schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import type { Database } from '#src/db/database.ts';
import { readRecentPurchases } from './recent-purchases.ts';
import { changeSettings, publicSettings, readSettings, retryAfterOf } from './settings-service.ts';

/** Seconds a browser or proxy may reuse the popup's items. */
export const RECENT_PURCHASE_MAX_AGE_SECONDS = 30;

/**
 * The `/api` paths that keep answering during maintenance: staff's (to end it), and the
 * settings a shop front reads to learn of it. `/health`, `/metrics`, pictures and the payment
 * providers' callbacks are outside `/api`'s maintenance hook altogether.
 */
function openDuringMaintenance(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path === '/api/Settings' ||
    path.startsWith('/api/Staff/') ||
    path === '/api/Staff' ||
    path.startsWith('/api/Staff?')
  );
}

/**
 * onRequest hook of `/api` (after the public-key check): while staff hold the shop in
 * maintenance (R2.54) every shopper call answers 503 `maintenance` with `Retry-After`; staff
 * endpoints and `GET Settings` keep working. The settings come from memory (a second at most).
 */
export function maintenanceGate(db: Database): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (openDuringMaintenance(request.url)) return;
    const settings = await readSettings(db);
    if (!settings.maintenance.enabled) return;
    await reply
      .code(503)
      .header('retry-after', String(retryAfterOf(settings)))
      .header('cache-control', 'no-store')
      .send([
        {
          code: 'maintenance',
          message:
            settings.maintenance.messageEn ||
            'The shop is under maintenance. Please come back soon.',
        },
      ]);
  };
}

/**
 * `Settings` (public: what a shop front needs), `Staff/Settings` (admin: read and change the
 * site settings, audited) and `RecentPurchase` (the recently-purchased popup, R2.89).
 */
export const settingsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const asAdmin = requireStaff(db, tokenTtlDays, ['admin']);

  app.get(
    '/Settings',
    {
      schema: {
        tags: ['Content'],
        summary: "The site settings a shop front needs: maintenance, the popup's switch",
        description:
          'Answers during maintenance too. Never cached: a shop front polls it (its server ' +
          'keeps a copy for a second), so a change by staff shows everywhere within seconds.',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return publicSettings(await readSettings(db));
    },
  );

  app.get(
    '/RecentPurchase',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Recent real purchases of a brand or in a city, for the popup (R2.89)',
        description:
          'Give `brandId` or `cityId`. Orders of the last 48 hours only; empty when fewer than ' +
          '3 are in that window, or when staff turned the popup off. Each item names the ' +
          'product, the delivery city and the minutes since: never a person or an order.',
        querystring: recentPurchaseQuerySchema,
        response: { 200: recentPurchaseListSchema, 400: customerErrors[400] },
      },
    },
    async (request, reply) => {
      cachePublicly(reply, RECENT_PURCHASE_MAX_AGE_SECONDS);
      const settings = await readSettings(db);
      if (!settings.recentPurchasesPopup.enabled) return { items: [] };
      return { items: await readRecentPurchases(db, request.query) };
    },
  );

  app.get(
    '/Staff/Settings',
    {
      onRequest: asAdmin,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary: 'The site settings (admin)',
        response: { 200: siteSettingsSchema, ...customerErrors },
      },
    },
    async () => readSettings(db),
  );

  app.put(
    '/Staff/Settings',
    {
      onRequest: asAdmin,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary: 'Change site settings: maintenance, the recently-purchased popup (admin)',
        description:
          'Each setting given replaces its value; the others stay. Every API process sees ' +
          'the change within a second, without a restart. Recorded in the audit record.',
        body: siteSettingsPatchSchema,
        response: { 200: siteSettingsSchema, ...customerErrors },
      },
    },
    async (request) => changeSettings(db, signedInStaff(request).staff.id, request.body),
  );
  done();
};
