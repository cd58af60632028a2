import { MAX_NOTIFICATIONS, type NotificationPage } from '@shop/core/schemas';
import { count, eq } from 'drizzle-orm';
import { notifications } from '#src/db/schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';
import { notify } from './notifications-queries.ts';

const customerApp = useCustomerApp('empty');
const { call } = customerApp;

let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  a = await customerApp.signUp();
  b = await customerApp.signUp();
});

const customerIdOf = async (token: string) => {
  const { customerTokens } = await import('#src/db/schema.ts');
  const { createHash } = await import('node:crypto');
  const { eq } = await import('drizzle-orm');
  const [row] = await customerApp.db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(eq(customerTokens.tokenHash, createHash('sha256').update(token).digest('base64url')));
  return row!.customerId;
};

describe('Notification', () => {
  it('starts empty, lists newest first, counts and marks read', async () => {
    const first = await call('GET', 'Notification', { token: a.token });
    expect(first.statusCode).toBe(200);
    // A new account has none: the storefront shows its "no notifications" state (spec §8).
    expect(first.json<NotificationPage>().items).toEqual([]);
    expect((await call('GET', 'Notification/UnreadCount', { token: a.token })).json()).toEqual({
      count: 0,
    });

    await notify(customerApp.db, await customerIdOf(a.token), {
      name: 'تم استلام طلبك',
      nameEn: 'Your order was received',
      body: 'نص',
      bodyEn: 'Text',
    });
    const [received] = (
      await call('GET', 'Notification', { token: a.token })
    ).json<NotificationPage>().items;
    expect(received).toMatchObject({
      nameEn: 'Your order was received',
      name: 'تم استلام طلبك',
      readAt: null,
    });
    expect(Date.parse(received!.createdAt)).not.toBeNaN();

    await notify(customerApp.db, await customerIdOf(a.token), {
      name: 'طلبك في الطريق',
      nameEn: 'Your order is on its way',
      body: 'نص',
      bodyEn: 'Text',
    });
    const list = (await call('GET', 'Notification', { token: a.token })).json<NotificationPage>()
      .items;
    expect(list.map((item) => item.nameEn)).toEqual([
      'Your order is on its way',
      'Your order was received',
    ]);
    expect((await call('GET', 'Notification/UnreadCount', { token: a.token })).json()).toEqual({
      count: 2,
    });

    const read = await call('POST', `Notification/${received!.id}/Read`, { token: a.token });
    expect(read.statusCode).toBe(204);
    expect(
      (await call('POST', `Notification/${received!.id}/Read`, { token: a.token })).statusCode,
    ).toBe(204);
    expect((await call('GET', 'Notification/UnreadCount', { token: a.token })).json()).toEqual({
      count: 1,
    });
    const after = (await call('GET', 'Notification', { token: a.token })).json<NotificationPage>()
      .items;
    expect(after[1]?.readAt).not.toBeNull();
  });

  it('keeps notifications to their customer', async () => {
    const [own] = (await call('GET', 'Notification', { token: a.token })).json<NotificationPage>()
      .items;
    const byB = await call('POST', `Notification/${own!.id}/Read`, { token: b.token });
    expect(byB.statusCode).toBe(404);
    const bList = (await call('GET', 'Notification', { token: b.token })).json<NotificationPage>()
      .items;
    expect(bList.map((item) => item.id)).not.toContain(own!.id);
    for (const url of ['Notification', 'Notification/UnreadCount']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('POST', `Notification/${own!.id}/Read`)).statusCode).toBe(401);
  });

  it.each(['abc', '0', '-1', '99999999999'])(
    'Notification/%s/Read answers 400 or 404',
    async (id) => {
      const response = await call('POST', `Notification/${id}/Read`, { token: a.token });
      expect([400, 404]).toContain(response.statusCode);
    },
  );
});

describe('Notification bounds', () => {
  it(`keeps the newest ${MAX_NOTIFICATIONS} under concurrent notifications, and pages them`, async () => {
    const c = await customerApp.signUp();
    const customerId = await customerIdOf(c.token);
    await customerApp.db.insert(notifications).values(
      Array.from({ length: MAX_NOTIFICATIONS - 2 }, (_, i) => ({
        customerId,
        name: `قديم ${i}`,
        nameEn: `Old ${i}`,
        body: 'نص',
        bodyEn: 'Text',
        createdAt: new Date(Date.now() - 3_600_000 + i * 1000),
      })),
    );
    // Ten at once through the API (each test send stores one): the oldest eight make room.
    const sends = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', 'PushRegistration/Test', { token: c.token })),
    );
    expect(sends.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const [stored] = await customerApp.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.customerId, customerId));
    expect(stored?.n).toBe(MAX_NOTIFICATIONS);

    const first = (await call('GET', 'Notification', { token: c.token })).json<NotificationPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 24, total: MAX_NOTIFICATIONS, totalPages: 5 });
    expect(first.items.slice(0, 10).every((item) => item.nameEn === 'Test notification')).toBe(
      true,
    );
    const last = (
      await call('GET', 'Notification?page=5', { token: c.token })
    ).json<NotificationPage>();
    expect(last.items.map((item) => item.nameEn).at(-1)).toBe('Old 8'); // Old 0–7 were dropped
    expect(last.items).toHaveLength(MAX_NOTIFICATIONS - 4 * 24);
    expect((await call('GET', 'Notification?pageSize=abc', { token: c.token })).statusCode).toBe(
      400,
    );
  }, 60_000);
});
