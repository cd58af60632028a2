// Site settings (issue 16): staff (admin only) switch maintenance (R2.54) and the
// recently-purchased popup (R2.89) for every API process without a restart; maintenance answers
// shoppers 503 with Retry-After while /health, staff and the settings keep answering; the popup
// is built only from real recent orders and names no one.
import {
  RECENT_PURCHASE_LIMIT_MAX,
  type ApiError,
  type PublicSettings,
  type RecentPurchaseList,
  type SiteSettings,
} from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { createBrand, createProduct } from '#src/cart/cart-test-kit.ts';
import { startChangeFeed, type ChangeFeed } from '#src/cluster/change-feed.ts';
import { cities, orders, staffActions } from '#src/db/schema.ts';
import { createShopper, orderOf } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { forgetSettings } from './settings-service.ts';

const customerApp = useCustomerApp('catalog');
const { call } = customerApp;
const db = () => customerApp.db;

let admin: string;
let support: string;
beforeAll(async () => {
  admin = (await signInStaff(db(), call, 'admin')).token;
  support = (await signInStaff(db(), call, 'support')).token;
});

const change = (body: unknown, token = admin) => call('PUT', 'Staff/Settings', { token, body });

/** Maintenance off and the popup on again, whatever a test left. */
async function reopen() {
  const answer = await change({
    maintenance: { enabled: false },
    recentPurchasesPopup: { enabled: true },
  });
  expect(answer.statusCode).toBe(200);
}

describe('staff settings', () => {
  it('only an admin reads and changes them; support, customers and strangers are refused', async () => {
    const shopper = await createShopper(db());
    expect((await call('GET', 'Staff/Settings', { token: support })).statusCode).toBe(403);
    expect((await change({ maintenance: { enabled: true } }, support)).statusCode).toBe(403);
    expect((await change({ maintenance: { enabled: true } }, shopper.token)).statusCode).toBe(403);
    expect((await call('PUT', 'Staff/Settings', { body: {} })).statusCode).toBe(401);
    // Nothing changed.
    const read = await call('GET', 'Staff/Settings', { token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json<SiteSettings>().maintenance.enabled).toBe(false);
  });

  it('refuses unknown settings and out-of-bounds values', async () => {
    for (const body of [
      { maintenance: { enabled: true, retryAfterSeconds: 0 } },
      { maintenance: { enabled: true, retryAfterSeconds: 86_401 } },
      { maintenance: { enabled: true, messageEn: 'x'.repeat(501) } },
      { maintenance: { enabled: 'yes' } },
      { somethingElse: true },
    ]) {
      const answer = await change(body);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('are changed in the audit record and told to a second app instance without a restart', async () => {
    // A second instance of the app on the same database, listening to the change feed as every
    // process does; it has read (and kept) the settings before the change.
    const second: App = buildTestApp(db());
    let feed: ChangeFeed | undefined;
    try {
      feed = await startChangeFeed({
        handle: customerApp.handle,
        onChange: (topic) => {
          if (topic === 'settings') forgetSettings(db());
        },
        onError: (error) => {
          throw error;
        },
      });
      const before = await second.inject({ url: '/api/Settings', headers: storefrontHeaders });
      expect(before.json<PublicSettings>().maintenance.enabled).toBe(false);

      const answer = await change({
        maintenance: {
          enabled: true,
          messageAr: 'نعود قريبًا',
          messageEn: 'Back soon',
          retryAfterSeconds: 120,
        },
      });
      expect(answer.statusCode).toBe(200);

      const after = await second.inject({ url: '/api/Settings', headers: storefrontHeaders });
      expect(after.json<PublicSettings>().maintenance).toEqual({
        enabled: true,
        messageAr: 'نعود قريبًا',
        messageEn: 'Back soon',
        retryAfterSeconds: 120,
      });
      const shopperCall = await second.inject({ url: '/api/Brand', headers: storefrontHeaders });
      expect(shopperCall.statusCode).toBe(503);

      const [audit] = await db()
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.action, 'settings.maintenance')))
        .orderBy(sql`${staffActions.id} desc`)
        .limit(1);
      expect(audit?.detail).toMatchObject({ to: { enabled: true, retryAfterSeconds: 120 } });
    } finally {
      await reopen();
      await feed?.close();
      await second.close();
    }
  });
});

describe('maintenance', () => {
  it('answers shoppers 503 with Retry-After, while health, staff and the settings keep answering; off restores', async () => {
    try {
      expect(
        (await change({ maintenance: { enabled: true, retryAfterSeconds: 600 } })).statusCode,
      ).toBe(200);
      for (const url of ['Brand', 'Product?page=1', 'Category', 'Cart', 'ContactMessage']) {
        const answer = await call(url === 'ContactMessage' ? 'POST' : 'GET', url, {
          ...(url === 'ContactMessage' ? { body: {} } : {}),
        });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.headers['retry-after'], url).toBe('600');
        expect(answer.json<ApiError[]>()[0]?.code).toBe('maintenance');
      }
      const health = await customerApp.app.inject({ url: '/health' });
      expect(health.statusCode).toBe(200);
      expect((await call('GET', 'Staff/Settings', { token: admin })).statusCode).toBe(200);
      expect((await call('GET', 'Staff/ContactMessage', { token: support })).statusCode).toBe(200);
      const settings = await call('GET', 'Settings');
      expect(settings.statusCode).toBe(200);
      expect(settings.json<PublicSettings>().maintenance).toMatchObject({
        enabled: true,
        retryAfterSeconds: 600,
      });
    } finally {
      await reopen();
    }
    expect((await call('GET', 'Brand')).statusCode).toBe(200);
  });

  it('announces five minutes when staff give no time', async () => {
    try {
      await change({ maintenance: { enabled: true } });
      const answer = await call('GET', 'Brand');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('300');
    } finally {
      await reopen();
    }
  });
});

describe('the recently-purchased popup', () => {
  let brandId: number;
  let cityId: number;
  let productIds: number[];

  /** A real order of the brand delivered to the city, placed `minutesAgo` minutes ago. */
  async function placed(
    productId: number,
    minutesAgo = 5,
    status: 'placed' | 'cancelled' = 'placed',
  ) {
    const shopper = await createShopper(db(), 'Noura Al-Qahtani');
    const id = await orderOf(db(), shopper.id, [productId], status);
    await db()
      .update(orders)
      .set({
        placedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
        shippingAddress: {
          subCityId: cityId,
          streetAddress: '12 Secret Street',
          receiverName: 'Noura Al-Qahtani',
          receiverPhone: '501234567',
        },
      })
      .where(eq(orders.id, id));
    return id;
  }

  beforeAll(async () => {
    brandId = await createBrand(db());
    productIds = [];
    for (let i = 0; i < 3; i += 1) productIds.push((await createProduct(db(), { brandId })).id);
    // A city of its own would need a state; the test brand's orders are the only ones
    // addressed to this city in the window, since the demo data holds no orders.
    const [city] = await db().select({ id: cities.id }).from(cities).limit(1);
    cityId = city!.id;
  });

  const read = async (query: string) => {
    const answer = await call('GET', `RecentPurchase?${query}`);
    return answer;
  };

  it('shows nothing while fewer than three real orders are in the window', async () => {
    await placed(productIds[0]!, 10);
    await placed(productIds[1]!, 20);
    await placed(productIds[2]!, 30, 'cancelled'); // not a purchase
    await placed(productIds[2]!, 60 * 49); // outside the 48 hours
    const answer = await read(`brandId=${brandId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<RecentPurchaseList>().items).toEqual([]);
  });

  it('names the product, the city and the minutes since, never a person, an address or an order', async () => {
    await placed(productIds[2]!, 3);
    for (const query of [`brandId=${brandId}`, `cityId=${cityId}`]) {
      const answer = await read(query);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const { items } = answer.json<RecentPurchaseList>();
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual([
          'cityName',
          'cityNameEn',
          'minutesAgo',
          'productId',
          'productImage',
          'productName',
          'productNameEn',
          'productSlug',
        ]);
      }
      expect(items.map((item) => item.productId)).toEqual([
        productIds[2],
        productIds[0],
        productIds[1],
      ]);
      expect(items[0]!.minutesAgo).toBeGreaterThanOrEqual(3);
      const text = answer.body;
      for (const secret of ['Noura', 'Secret Street', '501234567', 'SO-']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('is empty for everyone once staff switch it off', async () => {
    try {
      await change({ recentPurchasesPopup: { enabled: false } });
      const answer = await read(`brandId=${brandId}`);
      expect(answer.json<RecentPurchaseList>().items).toEqual([]);
      const settings = await call('GET', 'Settings');
      expect(settings.json<PublicSettings>().recentPurchasesPopup.enabled).toBe(false);
    } finally {
      await reopen();
    }
    expect((await read(`brandId=${brandId}`)).json<RecentPurchaseList>().items).toHaveLength(3);
  });

  it('bounds its query: one of brand or city, a limited count, no other parameter', async () => {
    expect(
      (await read(`brandId=${brandId}&limit=1`)).json<RecentPurchaseList>().items,
    ).toHaveLength(1);
    for (const query of [
      '',
      `brandId=${brandId}&cityId=${cityId}`,
      `brandId=${brandId}&limit=${RECENT_PURCHASE_LIMIT_MAX + 1}`,
      `brandId=${brandId}&limit=0`,
      'brandId=-1',
      'brandId=99999999999999999999',
      'brandId=abc',
      `brandId=${brandId}&customerId=1`,
    ]) {
      expect((await read(query)).statusCode, query).toBe(400);
    }
  });
});

afterAll(async () => {
  await reopen();
});
