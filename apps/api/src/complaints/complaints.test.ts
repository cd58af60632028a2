// Complaints: a shopper complains about one of their orders with a reason from the list and a
// note ("Reason is required", R5.22); support staff see the open ones and resolve them, each in
// the audit record; a customer's token never reaches them; open complaints are bounded.
import {
  COMPLAINT_NOTE_MAX,
  MAX_OPEN_COMPLAINTS,
  type ApiError,
  type Complaint,
  type ComplaintPage,
  type StaffComplaintPage,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, staffActions } from '#src/db/schema.ts';
import { createReviewedProduct, createShopper, orderOf } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { complaintLimits } from './complaints-routes.ts';

const customerApp = useCustomerApp('catalog');
const { call } = customerApp;
const db = () => customerApp.db;

const ownClient = () => ({
  'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 254) + 1}`,
});

/** A shopper with an order (placed, on its way) of a product of its own. */
async function shopperWithOrder(status: 'placed' | 'delivered' = 'delivered') {
  const product = await createReviewedProduct(db());
  const shopper = await createShopper(db());
  return { shopper, orderId: await orderOf(db(), shopper.id, [product.id], status) };
}

describe('complaints', () => {
  it('a complaint about an order reaches support, who resolve it once, in the audit record', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const filed = await call('POST', 'Complaint', {
      token: shopper.token,
      body: { orderId, reason: 'damaged_items', note: '  The eggs were broken.  ' },
      headers: ownClient(),
    });
    expect(filed.statusCode).toBe(201);
    const complaint = filed.json<Complaint>();
    expect(complaint).toMatchObject({
      orderId,
      orderNumber: `SO-${String(orderId).padStart(8, '0')}`,
      reason: 'damaged_items',
      note: 'The eggs were broken.',
      status: 'open',
      resolvedAt: null,
    });
    expect(filed.headers['cache-control']).toBe('private, no-store');
    const mine = await call('GET', `Complaint?orderId=${orderId}`, { token: shopper.token });
    expect(mine.json<ComplaintPage>().items).toEqual([complaint]);

    const support = await signInStaff(db(), call, 'support');
    const open = await call('GET', 'Staff/Complaint?pageSize=50', { token: support.token });
    expect(open.json<StaffComplaintPage>().items).toContainEqual({
      ...complaint,
      customerId: shopper.id,
    });
    const resolve = () =>
      call('POST', `Staff/Complaint/${complaint.id}/Resolve`, {
        token: support.token,
        body: { note: 'Refunded the eggs' },
      });
    const resolved = await resolve();
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<Complaint>()).toMatchObject({ status: 'resolved' });
    expect(resolved.json<Complaint>().resolvedAt).toEqual(expect.any(String));
    const twice = await resolve();
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError[]>()).toMatchObject([{ code: 'moderation_conflict' }]);
    const stillOpen = await call('GET', 'Staff/Complaint?pageSize=50', { token: support.token });
    expect(stillOpen.json<StaffComplaintPage>().items.map((item) => item.id)).not.toContain(
      complaint.id,
    );
    const audit = await db()
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'complaint'), eq(staffActions.subjectId, complaint.id)),
      );
    expect(audit.map((row) => [row.staffId, row.action, row.detail])).toEqual([
      [support.id, 'complaint.resolve', { orderId, note: 'Refunded the eggs' }],
    ]);
  });

  it('"Reason is required" without a reason; another shopper\'s order is a 404; nothing written', async () => {
    const { shopper, orderId } = await shopperWithOrder('placed');
    const post = (body: unknown, token = shopper.token) =>
      call('POST', 'Complaint', { token, body, headers: ownClient() });
    for (const reason of [undefined, '', 'bad_vibes']) {
      const refused = await post({ orderId, reason, note: 'Late' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiError[]>()).toEqual([
        { code: 'validation', message: 'validation:reasonRequired', field: 'body.reason' },
      ]);
    }
    expect(
      (await post({ orderId, reason: 'other', note: 'x'.repeat(COMPLAINT_NOTE_MAX + 1) }))
        .statusCode,
    ).toBe(400);
    expect((await post({ orderId, reason: 'other', status: 'resolved' })).statusCode).toBe(400);
    const stranger = await createShopper(db());
    const notTheirs = await post({ orderId, reason: 'late_delivery' }, stranger.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(
      (await call('POST', 'Complaint', { body: { orderId, reason: 'other' } })).statusCode,
    ).toBe(401);
    expect(await db().select().from(complaints).where(eq(complaints.orderId, orderId))).toEqual([]);
    // A placed order may be complained about (a late delivery), the note optional.
    const late = await post({ orderId, reason: 'late_delivery' });
    expect(late.statusCode).toBe(201);
    expect(late.json<Complaint>().note).toBe('');
  });

  it("answers 403 to a customer's token and to moderators on the staff complaint routes", async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const complaint = (
      await call('POST', 'Complaint', {
        token: shopper.token,
        body: { orderId, reason: 'missing_items', note: 'No bread' },
        headers: ownClient(),
      })
    ).json<Complaint>();
    const moderator = await signInStaff(db(), call, 'moderator');
    for (const token of [shopper.token, moderator.token]) {
      for (const [method, url, body] of [
        ['GET', 'Staff/Complaint', undefined],
        ['POST', `Staff/Complaint/${complaint.id}/Resolve`, { note: 'Done' }],
      ] as const) {
        const answer = await call(method, url, { token, body });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
      }
    }
    const [row] = await db()
      .select({ status: complaints.status })
      .from(complaints)
      .where(eq(complaints.id, complaint.id));
    expect(row?.status).toBe('open');
  });
});

describe('complaints under concurrency and abuse', () => {
  it(`${MAX_OPEN_COMPLAINTS} open complaints are the most: concurrent ones cannot pass it together`, async () => {
    const { shopper, orderId } = await shopperWithOrder();
    await db()
      .insert(complaints)
      .values(
        Array.from({ length: MAX_OPEN_COMPLAINTS - 1 }, () => ({
          orderId,
          customerId: shopper.id,
          reason: 'other',
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', 'Complaint', {
          token: shopper.token,
          body: { orderId, reason: 'wrong_items' },
          headers: ownClient(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<ApiError[]>()).toEqual([
      expect.objectContaining({ code: 'complaints_full', limit: MAX_OPEN_COMPLAINTS }),
    ]);
    const mine = await call('GET', 'Complaint?pageSize=50', { token: shopper.token });
    expect(mine.json<ComplaintPage>().total).toBe(MAX_OPEN_COMPLAINTS);
  });

  it(`a shopper's complaint past ${complaintLimits.perAccount.max} within an hour answers 429`, async () => {
    const { shopper } = await shopperWithOrder();
    const headers = ownClient();
    for (let index = 0; index < complaintLimits.perAccount.max; index += 1) {
      // Another shopper's order (404), so the open-complaints bound never answers first.
      const answer = await call('POST', 'Complaint', {
        token: shopper.token,
        body: { orderId: 2_000_000_000, reason: 'other' },
        headers,
      });
      expect(answer.statusCode).toBe(404);
    }
    const limited = await call('POST', 'Complaint', {
      token: shopper.token,
      body: { orderId: 2_000_000_000, reason: 'other' },
      headers,
    });
    expect(limited.statusCode).toBe(429);
  });
});
