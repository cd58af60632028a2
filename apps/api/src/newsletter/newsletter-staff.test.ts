// Support lists the newsletter's subscriptions (status, part of the address, pages, counts);
// moderators and customers may not; odd queries are a 400, never a 500.
import type { ApiError, StaffNewsletterPage } from '@shop/core/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#src/db/schema.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';

const customerApp = useCustomerApp('empty');
const { call } = customerApp;
const db = () => customerApp.db;

beforeAll(async () => {
  await db()
    .insert(newsletterSubscriptions)
    .values([
      { email: 'pending.one@example.com', status: 'pending' },
      {
        email: 'reader_1@example.com',
        status: 'subscribed',
        locale: 'ar',
        confirmedAt: sql`now()`,
      },
      { email: 'reader%2@example.com', status: 'subscribed', confirmedAt: sql`now()` },
      {
        email: 'gone@example.com',
        status: 'unsubscribed',
        confirmedAt: sql`now()`,
        unsubscribedAt: sql`now()`,
      },
    ]);
}, 60_000);

describe('Staff/NewsletterSubscriber', () => {
  it('lists the subscribed addresses by default, newest first, with the counts of each status', async () => {
    const support = await signInStaff(db(), call, 'support');
    const answer = await call('GET', 'Staff/NewsletterSubscriber', { token: support.token });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<StaffNewsletterPage>();
    expect(page.items.map((item) => item.email)).toEqual([
      'reader%2@example.com',
      'reader_1@example.com',
    ]);
    expect(page.items[1]).toMatchObject({
      locale: 'ar',
      status: 'subscribed',
      couponIssued: false,
    });
    expect(page.counts).toEqual({ pending: 1, subscribed: 2, unsubscribed: 1 });
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
  });

  it('filters by status and by part of the address, taking % and _ literally', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const list = async (query: string) => {
      const answer = await call('GET', `Staff/NewsletterSubscriber?${query}`, {
        token: admin.token,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<StaffNewsletterPage>().items.map((item) => item.email);
    };
    expect(await list('status=all&pageSize=2')).toHaveLength(2);
    expect(await list('status=all')).toHaveLength(4);
    expect(await list('status=unsubscribed')).toEqual(['gone@example.com']);
    expect(await list('status=all&q=READER_')).toEqual(['reader_1@example.com']);
    expect(await list('status=all&q=%25')).toEqual(['reader%2@example.com']);
    expect(await list('status=all&q=nobody')).toEqual([]);
  });

  it('is closed to moderators, customers and callers without a token', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const shopper = await createShopper(db());
    expect(
      (await call('GET', 'Staff/NewsletterSubscriber', { token: moderator.token })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', 'Staff/NewsletterSubscriber', { token: shopper.token })).statusCode,
    ).toBe(403);
    expect((await call('GET', 'Staff/NewsletterSubscriber')).statusCode).toBe(401);
  });

  it('answers 400 for an odd query, never 500', async () => {
    const support = await signInStaff(db(), call, 'support');
    for (const query of ['status=maybe', 'pageSize=101', 'page=0', `q=${'a'.repeat(300)}`, 'x=1']) {
      const answer = await call('GET', `Staff/NewsletterSubscriber?${query}`, {
        token: support.token,
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<ApiError[]>()[0]?.code).toBe('validation');
    }
  });
});
