import type { Refund, RefundOptions, RefundPage, StaffRefundPage } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';
import { statuses } from '#src/checkout/checkout-test-kit.ts';
import { refundRequests, testPaymentRefunds } from '#src/db/schema.ts';
import { balanceOf } from '#src/ledgers/ledgers.ts';
import { STOREFRONT, TEST_WEBHOOK_SECRET } from '#src/payments/payments-test-kit.ts';
import {
  askRefund,
  auditOf,
  deliveredOrder,
  entriesOf,
  notificationsOf,
  refundOf,
  staffMember,
  staffRefundOf,
} from './refunds-test-kit.ts';
import { DEFAULT_REFUND_SECOND_APPROVAL_ABOVE } from './refund-approval.ts';

const kit = useCartApp({
  payments: {
    storefrontUrl: STOREFRONT,
    apiBaseUrl: 'http://127.0.0.1:9',
    testWebhookSecret: TEST_WEBHOOK_SECRET,
  },
});
const { call } = kit;

/** What the order's money came to: what its refunds may give back in all. */
const paidOf = (order: { total: number; wallet: number; points: number }) =>
  order.total + order.wallet + order.points;

describe('asking for a refund', () => {
  it('offers the lines of a delivered cash order, and the wallet or payout details', async () => {
    const delivered = await deliveredOrder(kit, {
      lines: [
        { quantity: 2, price: 2_300 },
        { quantity: 1, price: 1_000 },
      ],
    });
    const { order, shopper } = delivered;
    const options = await call('GET', `Refund/Options?orderId=${order.id}`, {
      token: shopper.token,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json<RefundOptions>()).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      refundable: true,
      paymentMethod: 'cod',
      destinations: ['wallet', 'payout'],
      payoutDetailsSaved: false,
      lines: order.lines.map((line) => ({
        orderLineId: line.id,
        quantity: line.quantity,
        refundableQuantity: line.quantity,
      })),
    });
  });

  it('computes the amount from what was paid: units, then the delivery fee with the last units', async () => {
    const delivered = await deliveredOrder(kit, {
      lines: [
        { quantity: 3, price: 1_001 },
        { quantity: 1, price: 2_500 },
      ],
    });
    const { order } = delivered;
    const [first, second] = order.lines;
    const one = refundOf(
      await askRefund(kit, delivered, { lines: [{ orderLineId: first!.id, quantity: 1 }] }),
    );
    expect(one).toMatchObject({
      status: 'requested',
      destination: 'wallet',
      reason: 'The milk was spoilt',
      requestedAmount: 1_001,
      approvedAmount: null,
      order: { id: order.id, number: order.number },
      lines: [{ orderLineId: first!.id, quantity: 1, amount: 1_001 }],
    });
    const rest = refundOf(
      await askRefund(kit, delivered, {
        lines: [
          { orderLineId: first!.id, quantity: 2 },
          { orderLineId: second!.id, quantity: 1 },
        ],
      }),
    );
    expect(rest.requestedAmount).toBe(2 * 1_001 + 2_500 + order.deliveryFee);
    expect(one.requestedAmount + rest.requestedAmount).toBe(paidOf(order));
    // Nothing is left: one more unit is refused, with how many are left.
    const more = await askRefund(kit, delivered, {
      lines: [{ orderLineId: first!.id, quantity: 1 }],
    });
    expect(more.statusCode).toBe(409);
    expect(errorsOf(more)[0]).toMatchObject({
      code: 'refund_quantity_exceeded',
      field: 'body.lines.0.quantity',
      limit: 0,
    });
    const history = await call('GET', 'Refund', { token: delivered.shopper.token });
    expect(history.json<RefundPage>()).toMatchObject({
      total: 2,
      items: [{ id: rest.id }, { id: one.id }],
    });
  });

  it('spreads a coupon over the lines: unit by unit the refunds add up to what was paid, never more', async () => {
    const delivered = await deliveredOrder(kit, {
      lines: [
        { quantity: 3, price: 3_333 },
        { quantity: 2, price: 1_717 },
      ],
      coupon: { kind: 'percent', value: 15 },
    });
    const { order } = delivered;
    expect(order.discount).toBeGreaterThan(0);
    let asked = 0;
    for (const line of order.lines) {
      for (let unit = 0; unit < line.quantity; unit += 1) {
        asked += refundOf(
          await askRefund(kit, delivered, { lines: [{ orderLineId: line.id, quantity: 1 }] }),
        ).requestedAmount;
      }
    }
    expect(asked).toBe(paidOf(order));
  });

  it('needs a reason (R5.22), known lines, a delivered order of their own and a destination it allows', async () => {
    const delivered = await deliveredOrder(kit);
    const empty = await askRefund(kit, delivered, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toContainEqual(
      expect.objectContaining({ field: 'body.reason', message: 'validation:reasonRequired' }),
    );
    // Amounts are the API's: a body naming one is refused.
    const priced = await call('POST', 'Refund', {
      token: delivered.shopper.token,
      body: {
        orderId: delivered.order.id,
        lines: [{ orderLineId: delivered.order.lines[0]!.id, quantity: 1 }],
        reason: 'x',
        destination: 'wallet',
        amount: 1,
      },
    });
    expect(priced.statusCode).toBe(400);
    const original = await askRefund(kit, delivered, { destination: 'original' });
    expect(errorsOf(original)[0]).toMatchObject({ code: 'refund_destination_unavailable' });
    const payout = await askRefund(kit, delivered, { destination: 'payout' });
    expect(errorsOf(payout)[0]).toMatchObject({ code: 'payout_details_missing' });
    const unknownLine = await askRefund(kit, delivered, {
      lines: [{ orderLineId: 2_000_000_000, quantity: 1 }],
    });
    expect(errorsOf(unknownLine)[0]).toMatchObject({ code: 'refund_quantity_exceeded' });

    const placed = await deliveredOrder(kit, { undelivered: true });
    const early = await askRefund(kit, placed);
    expect(early.statusCode).toBe(409);
    expect(errorsOf(early)[0]?.code).toBe('order_status_conflict');
    // Another shopper's order is not found.
    const stranger = await askRefund(kit, { ...delivered, shopper: placed.shopper });
    expect(stranger.statusCode).toBe(404);
    expect(
      (
        await call('GET', `Refund/Options?orderId=${delivered.order.id}`, {
          token: placed.shopper.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await kit.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderId, delivered.order.id)),
    ).toEqual([]);
  });

  it('with saved payout details a cash order may be paid out; card orders go back to the card', async () => {
    const cash = await deliveredOrder(kit);
    const saved = await call('PUT', 'PayoutDetails', {
      token: cash.shopper.token,
      body: { type: 'paypal', paypalEmail: 'Shopper@Example.com' },
    });
    expect(saved.statusCode).toBe(200);
    expect(refundOf(await askRefund(kit, cash, { destination: 'payout' })).destination).toBe(
      'payout',
    );
    const card = await deliveredOrder(kit, { method: 'card' });
    expect(card.order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    const options = await call('GET', `Refund/Options?orderId=${card.order.id}`, {
      token: card.shopper.token,
    });
    expect(options.json<RefundOptions>().destinations).toEqual(['wallet', 'original']);
    expect(errorsOf(await askRefund(kit, card, { destination: 'payout' }))[0]?.code).toBe(
      'refund_destination_unavailable',
    );
    expect(refundOf(await askRefund(kit, card, { destination: 'original' })).status).toBe(
      'requested',
    );
  });
});

describe('staff decide', () => {
  it('approve to the wallet: credited once, refunded, notified, in the audit record and the history', async () => {
    const delivered = await deliveredOrder(kit);
    const { shopper, order } = delivered;
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const walletBefore = await balanceOf(kit.db, shopper.id, 'wallet');
    const approved = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Approve`, {
        token: staff.token,
        body: { note: 'Sorry about that' },
      }),
    );
    expect(approved).toMatchObject({
      status: 'refunded',
      approvedAmount: paidOf(order),
      decisionNote: 'Sorry about that',
      parts: { destination: paidOf(order), wallet: 0, points: 0 },
      customer: { id: shopper.id },
    });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(walletBefore + paidOf(order));
    expect(await auditOf(kit.db, refund.id)).toEqual([
      { action: 'refund.approve', staffId: staff.id },
    ]);
    expect((await notificationsOf(kit.db, shopper.id)).at(-1)?.nameEn).toBe('Refund approved');
    const history = (await call('GET', 'Refund', { token: shopper.token })).json<RefundPage>();
    expect(history.items[0]).toMatchObject({ id: refund.id, status: 'refunded' });
    // Decided once: another approval or a rejection answers 409.
    for (const action of ['Approve', 'Reject']) {
      const again = await call('POST', `Staff/Refund/${refund.id}/${action}`, {
        token: staff.token,
        body: {},
      });
      expect(again.statusCode).toBe(409);
      expect(errorsOf(again)[0]?.code).toBe('refund_status_conflict');
    }
  });

  it('20 concurrent approvals of one wallet refund credit it once', async () => {
    const delivered = await deliveredOrder(kit);
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    const credits = (await entriesOf(kit.db, delivered.shopper.id, 'wallet')).filter(
      (entry) => entry.kind === 'credit' && entry.orderId === delivered.order.id,
    );
    expect(credits).toEqual([expect.objectContaining({ amount: paidOf(delivered.order) })]);
    expect(await auditOf(kit.db, refund.id)).toHaveLength(1);
  });

  it('20 concurrent approvals of one card refund refund the payment once, through the provider', async () => {
    const delivered = await deliveredOrder(kit, { method: 'card' });
    const refund = refundOf(await askRefund(kit, delivered, { destination: 'original' }));
    const staff = await staffMember(kit);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    const winner = staffRefundOf(answers.find((answer) => answer.statusCode === 200)!);
    expect(winner.status).toBe('refunded');
    expect(winner.providerRef).toMatch(/^tpr_/);
    const providerRefunds = await kit.db
      .select({ amount: testPaymentRefunds.amount, key: testPaymentRefunds.idempotencyKey })
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.idempotencyKey, `refund-${refund.id}`));
    expect(providerRefunds).toEqual([
      { amount: paidOf(delivered.order), key: `refund-${refund.id}` },
    ]);
    expect((await notificationsOf(kit.db, delivered.shopper.id)).slice(-2)).toEqual([
      expect.objectContaining({ nameEn: 'Refund approved' }),
      expect.objectContaining({ nameEn: 'Refund paid' }),
    ]);
  });

  it("above the second-approval amount two staff members approve, the second once, of the first one's amount", async () => {
    const delivered = await deliveredOrder(kit, { lines: [{ quantity: 2, price: 40_000 }] });
    const { shopper, order } = delivered;
    const paid = paidOf(order);
    expect(paid).toBeGreaterThan(DEFAULT_REFUND_SECOND_APPROVAL_ABOVE);
    const refund = refundOf(await askRefund(kit, delivered));
    const [first, second] = [await staffMember(kit), await staffMember(kit)];
    const walletBefore = await balanceOf(kit.db, shopper.id, 'wallet');
    const approve = (token: string, body: object = {}) =>
      call('POST', `Staff/Refund/${refund.id}/Approve`, { token, body });

    const once = await approve(first.token, { note: 'Checked the photos' });
    expect(once.statusCode, once.body).toBe(200);
    expect(staffRefundOf(once)).toMatchObject({
      status: 'requested',
      approvedAmount: null,
      firstApproval: { staffId: first.id, amount: paid },
    });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(walletBefore);
    expect(await auditOf(kit.db, refund.id)).toEqual([
      { action: 'refund.first_approval', staffId: first.id },
    ]);
    // The same member cannot be the second pair of eyes; another amount is not the same approval.
    const again = await approve(first.token);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]?.code).toBe('second_approval_required');
    const other = await approve(second.token, { amount: paid - 100 });
    expect(other.statusCode).toBe(409);
    expect(errorsOf(other)[0]?.code).toBe('approval_amount_mismatch');
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(walletBefore);

    // The second member's approvals, doubled and retried at once: one pays.
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(second.token)));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(walletBefore + paid);
    const decided = staffRefundOf(
      await call('GET', `Staff/Refund/${refund.id}`, { token: second.token }),
    );
    expect(decided).toMatchObject({
      status: 'refunded',
      approvedAmount: paid,
      firstApproval: null,
    });
    expect(await auditOf(kit.db, refund.id)).toEqual([
      { action: 'refund.first_approval', staffId: first.id },
      { action: 'refund.approve', staffId: second.id },
    ]);
  });

  it('a part of a large request within the second-approval amount needs one approval', async () => {
    const delivered = await deliveredOrder(kit, { lines: [{ quantity: 2, price: 40_000 }] });
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const approved = await call('POST', `Staff/Refund/${refund.id}/Approve`, {
      token: staff.token,
      body: { amount: DEFAULT_REFUND_SECOND_APPROVAL_ABOVE },
    });
    expect(staffRefundOf(approved)).toMatchObject({
      status: 'refunded',
      approvedAmount: DEFAULT_REFUND_SECOND_APPROVAL_ABOVE,
    });
  });

  it('approves in part, never above what was asked', async () => {
    const delivered = await deliveredOrder(kit);
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const above = await call('POST', `Staff/Refund/${refund.id}/Approve`, {
      token: staff.token,
      body: { amount: refund.requestedAmount + 1 },
    });
    expect(above.statusCode).toBe(409);
    expect(errorsOf(above)[0]).toMatchObject({
      code: 'refund_amount_exceeded',
      field: 'body.amount',
    });
    const part = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Approve`, {
        token: staff.token,
        body: { amount: 1_000 },
      }),
    );
    expect(part).toMatchObject({
      status: 'refunded',
      approvedAmount: 1_000,
      requestedAmount: refund.requestedAmount,
    });
    expect(await balanceOf(kit.db, delivered.shopper.id, 'wallet')).toBe(1_000);
  });

  it('a rejection notifies the shopper and frees the units for another request', async () => {
    const delivered = await deliveredOrder(kit);
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const rejected = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Reject`, {
        token: staff.token,
        body: { note: 'Opened package' },
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      approvedAmount: null,
      decisionNote: 'Opened package',
    });
    expect((await notificationsOf(kit.db, delivered.shopper.id)).at(-1)).toMatchObject({
      nameEn: 'Refund declined',
    });
    expect(await auditOf(kit.db, refund.id)).toEqual([
      { action: 'refund.reject', staffId: staff.id },
    ]);
    expect(refundOf(await askRefund(kit, delivered)).requestedAmount).toBe(refund.requestedAmount);
  });

  it('a payout waits for staff to pay it, to the details as they were when approved', async () => {
    const delivered = await deliveredOrder(kit);
    const { shopper } = delivered;
    await call('PUT', 'PayoutDetails', {
      token: shopper.token,
      body: {
        type: 'bank',
        accountNumber: '608010167519',
        bankName: 'Al Rajhi Bank',
        holderName: 'Sara Ahmed',
        iban: 'SA03 8000 0000 6080 1016 7519',
      },
    });
    const refund = refundOf(await askRefund(kit, delivered, { destination: 'payout' }));
    const staff = await staffMember(kit);
    const approved = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      payout: { type: 'bank', iban: 'SA0380000000608010167519', holderName: 'Sara Ahmed' },
    });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(0);
    const pending = (
      await call('GET', 'Staff/Refund?status=approved&pageSize=50', { token: staff.token })
    ).json<StaffRefundPage>();
    expect(pending.items.map((item) => item.id)).toContain(refund.id);
    const paid = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Paid`, {
        token: staff.token,
        body: { reference: 'TRF-2026-0001' },
      }),
    );
    expect(paid).toMatchObject({ status: 'refunded', providerRef: 'TRF-2026-0001' });
    expect(await auditOf(kit.db, refund.id)).toEqual([
      { action: 'refund.approve', staffId: staff.id },
      { action: 'refund.paid', staffId: staff.id },
    ]);
    expect((await notificationsOf(kit.db, shopper.id)).at(-1)?.nameEn).toBe('Refund paid');
  });

  it('what the wallet and points paid goes back to them; the points earned go with the money', async () => {
    const delivered = await deliveredOrder(kit, {
      lines: [{ quantity: 4, price: 5_000 }],
      wallet: 3_000,
      points: 2_000,
    });
    const { order, shopper } = delivered;
    expect(order).toMatchObject({ wallet: 3_000, points: 2_000 });
    const earned = Math.floor((order.total + order.wallet) / 100);
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(earned);
    const refund = refundOf(await askRefund(kit, delivered));
    const staff = await staffMember(kit);
    const approved = staffRefundOf(
      await call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} }),
    );
    expect(approved.parts).toEqual({ destination: order.total, wallet: 3_000, points: 2_000 });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(order.total + 3_000);
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(2_000);
    const points = await entriesOf(kit.db, shopper.id, 'points');
    expect(points.at(-2)).toMatchObject({ kind: 'credit', amount: 2_000, orderId: order.id });
    expect(points.at(-2)?.expiresAt).not.toBeNull();
    expect(points.at(-1)).toMatchObject({ kind: 'debit', amount: -earned, orderId: order.id });
  });
});

describe('staff routes', () => {
  it('answer 403 to a customer and to a moderator, and page refunds by status', async () => {
    const delivered = await deliveredOrder(kit);
    const refund = refundOf(await askRefund(kit, delivered));
    const moderator = await staffMember(kit, 'moderator');
    const routes: ['GET' | 'POST', string][] = [
      ['GET', 'Staff/Refund'],
      ['GET', `Staff/Refund/${refund.id}`],
      ['POST', `Staff/Refund/${refund.id}/Approve`],
      ['POST', `Staff/Refund/${refund.id}/Reject`],
      ['POST', `Staff/Refund/${refund.id}/Paid`],
      ['POST', `Staff/Refund/${refund.id}/Retry`],
    ];
    for (const [method, url] of routes) {
      for (const token of [delivered.shopper.token, moderator.token]) {
        const answer = await call(method, url, {
          token,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(errorsOf(answer)[0]?.code).toBe('forbidden');
      }
    }
    const staff = await staffMember(kit);
    const page = (
      await call('GET', 'Staff/Refund?status=requested&pageSize=2', { token: staff.token })
    ).json<StaffRefundPage>();
    expect(page.pageSize).toBe(2);
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.items.every((item) => item.status === 'requested')).toBe(true);
    expect((await call('GET', 'Staff/Refund?pageSize=51', { token: staff.token })).statusCode).toBe(
      400,
    );
    expect(
      await kit.db.select().from(refundRequests).where(eq(refundRequests.id, refund.id)),
    ).toMatchObject([{ status: 'requested' }]);
  });
});

describe('abuse', () => {
  it('at most MAX_OPEN_REFUNDS wait at once, with a translated 409', async () => {
    const first = await deliveredOrder(kit, {
      lines: [
        { quantity: 6, price: 500 },
        { quantity: 6, price: 700 },
      ],
    });
    const [a, b] = first.order.lines;
    for (let asked = 0; asked < 10; asked += 1) {
      const line = asked % 2 === 0 ? a! : b!;
      refundOf(await askRefund(kit, first, { lines: [{ orderLineId: line.id, quantity: 1 }] }));
    }
    const eleventh = await askRefund(kit, first, { lines: [{ orderLineId: a!.id, quantity: 1 }] });
    expect(eleventh.statusCode).toBe(409);
    expect(errorsOf(eleventh)[0]).toMatchObject({ code: 'refunds_full', limit: 10 });
  });

  it('many requests from one shopper are slowed down: 429 past 20 an hour', async () => {
    const delivered = await deliveredOrder(kit);
    const answers: number[] = [];
    for (let sent = 0; sent < 21; sent += 1) {
      answers.push((await askRefund(kit, delivered, { reason: '' })).statusCode);
    }
    // Refused bodies never reach the counter; these do (empty reason is a 400 before it).
    expect(answers.every((status) => status === 400)).toBe(true);
    const counted: number[] = [];
    for (let sent = 0; sent < 21; sent += 1) {
      counted.push(
        (await askRefund(kit, delivered, { lines: [{ orderLineId: 2_000_000_000, quantity: 1 }] }))
          .statusCode,
      );
    }
    expect(counted.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(counted[20]).toBe(429);
  });

  it('never refunds more than was paid, whatever the order of requests and rejections', async () => {
    const delivered = await deliveredOrder(kit, { lines: [{ quantity: 5, price: 999 }] });
    const line = delivered.order.lines[0]!;
    const staff = await staffMember(kit);
    const made: Refund[] = [];
    for (const quantity of [2, 3]) {
      made.push(
        refundOf(await askRefund(kit, delivered, { lines: [{ orderLineId: line.id, quantity }] })),
      );
    }
    await call('POST', `Staff/Refund/${made[0]!.id}/Reject`, { token: staff.token, body: {} });
    made.push(
      refundOf(await askRefund(kit, delivered, { lines: [{ orderLineId: line.id, quantity: 2 }] })),
    );
    for (const refund of made.slice(1)) {
      await call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} });
    }
    expect(await balanceOf(kit.db, delivered.shopper.id, 'wallet')).toBe(paidOf(delivered.order));
    expect(
      (await askRefund(kit, delivered, { lines: [{ orderLineId: line.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(409);
  });
});
