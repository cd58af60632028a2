// Staff move orders through their statuses (issue 15): only along the status machine, a cancel
// giving back what the order took, each move audited in its transaction, and the shopper told
// once per change: in-app, by e-mail in their language and by push.
import type {
  ApiError,
  Notification,
  NotificationPage,
  Order,
  StaffOrder,
  StaffOrderPage,
} from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
  stockOf,
  type Shopper,
} from '#src/checkout/checkout-test-kit.ts';
import {
  customers,
  ledgerEntries,
  notifications,
  orderStatusEvents,
  staffActions,
} from '#src/db/schema.ts';
import { createMailer } from '#src/mail/mailer.ts';
import { createPushSender } from '#src/push/push-sender.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useMailServer } from '#src/test/test-mail-server.ts';
import { usePushEndpoint } from '#src/test/push-endpoint.ts';
import {
  deliverDueOrderNotices,
  deliverOrderNotices,
  type OrderNoticeContext,
} from './order-notices.ts';
import { staffOrderMovesPerHour } from './staff-orders-routes.ts';

const mail = useMailServer();
const pushService = usePushEndpoint();
const kit = useCartApp({
  get mail() {
    return { smtpUrl: mail.url };
  },
  push: pushService.settings,
});
const { call } = kit;

// The cart kit's `call` is the customer kit's, with a client address and cart id besides.
const staffCall: Parameters<typeof signInStaff>[1] = call;

/** A shopper with a placed cash-on-delivery order of `quantity` units (stock 10). */
async function placedOrder(quantity = 2, wallet = 0) {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 2_000,
    stock: 10,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity }], slotId);
  if (wallet > 0) await grant(kit.db, shopper.id, 'wallet', wallet);
  const placed = placedOf(
    await place(kit, shopper, {
      ...checkoutBody(shopper, slotId, brand.standardId),
      useWallet: wallet > 0,
    }),
  );
  const order = placed.orders[0]!;
  expect(order.status).toBe('placed');
  // The placement's own confirmation e-mail (order-mails.ts) comes first.
  expect((await mail.next(await emailOf(shopper.id))).subject).toContain('Your order is placed');
  return { shopper, order, product };
}

async function emailOf(customerId: number): Promise<string> {
  const [row] = await kit.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!.email;
}

function move(token: string, orderId: number, status: string, note?: string) {
  return call('POST', `Staff/Order/${orderId}/Status`, {
    token,
    body: note === undefined ? { status } : { status, note },
  });
}

/**
 * The shopper's status notifications (not the placement's own) once `count` have arrived:
 * notices go after the answer.
 */
async function notificationsOf(shopper: Shopper, count: number): Promise<Notification[]> {
  for (let i = 0; i < 100; i += 1) {
    const page = await call('GET', 'Notification?pageSize=50', { token: shopper.token });
    const items = page
      .json<NotificationPage>()
      .items.filter((note) => note.bodyEn.startsWith('Status: '));
    if (items.length >= count) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} notifications arrived`);
}

async function auditOf(orderId: number) {
  return kit.db
    .select({
      action: staffActions.action,
      detail: staffActions.detail,
      staffId: staffActions.staffId,
    })
    .from(staffActions)
    .where(and(eq(staffActions.subjectType, 'order'), eq(staffActions.subjectId, orderId)))
    .orderBy(staffActions.id);
}

describe('staff moving orders', () => {
  it('moves a cash order placed → preparing → out for delivery → delivered, telling the shopper each time', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const { shopper, order } = await placedOrder();
    const email = await emailOf(shopper.id);
    const subscription = pushService.subscribe();
    expect(
      (await call('POST', 'PushRegistration', { token: shopper.token, body: subscription }))
        .statusCode,
    ).toBe(201);
    const pushesBefore = pushService.received.length;

    const steps = ['preparing', 'out_for_delivery', 'delivered'] as const;
    for (const [index, status] of steps.entries()) {
      const moved = await move(
        support.token,
        order.id,
        status,
        index === 0 ? 'Packed by Sami' : undefined,
      );
      expect(moved.statusCode).toBe(200);
      const answer = moved.json<StaffOrder>();
      expect(answer.status).toBe(status);
      const { phone, ...customer } = answer.customer;
      expect(customer).toEqual({ id: shopper.id, name: 'Cart Tester', email });
      expect(phone).toMatch(/^\+\d{8,15}$/);
      // Each status reached is in the timeline, oldest first.
      expect(answer.timeline.map((event) => event.status)).toEqual([
        'placed',
        ...steps.slice(0, index + 1),
      ]);
      // The e-mail of each change, in the shopper's language (English until they say otherwise).
      const received = await mail.next(email);
      expect(received.subject).toBe(
        {
          preparing: `Your order ${order.number} is being prepared`,
          out_for_delivery: `Your order ${order.number} is out for delivery`,
          delivered: `Your order ${order.number} has been delivered`,
        }[status],
      );
      expect(received.text).toContain(`/checkout/order/${order.id}`);
    }

    // The shopper reads the timeline with the order, the cash collected on delivery.
    const read = (await call('GET', `Order/${order.id}`, { token: shopper.token })).json<Order>();
    expect(read.status).toBe('delivered');
    expect(read.paymentStatus).toBe('paid');
    expect(read.timeline.map((event) => event.status)).toEqual([
      'placed',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    for (const event of read.timeline) expect(Date.parse(event.at)).not.toBeNaN();
    // Points were earned on delivery (1 per riyal paid).
    const points = await kit.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.account, 'points')));
    expect(points).toEqual([{ amount: Math.floor(order.total / 100) }]);

    // One notification per change, newest first, in both languages.
    const notes = await notificationsOf(shopper, 3);
    expect(notes.map((note) => note.nameEn)).toEqual([
      `Your order ${order.number} has been delivered`,
      `Your order ${order.number} is out for delivery`,
      `Your order ${order.number} is being prepared`,
    ]);
    expect(notes.map((note) => note.bodyEn)).toEqual([
      'Status: Delivered',
      'Status: Out for delivery',
      'Status: Preparing',
    ]);
    expect(notes[0]?.name).toBe(`تم توصيل طلبك ${order.number}`);

    // A push per change to the shopper's device, decrypted by the push service.
    await expect.poll(() => pushService.received.length - pushesBefore).toBe(3);
    const pushes = pushService.received
      .slice(pushesBefore)
      .map((push) => JSON.parse(push.payload) as Record<string, string>);
    expect(pushes.map((push) => push.bodyEn)).toEqual([
      'Status: Preparing',
      'Status: Out for delivery',
      'Status: Delivered',
    ]);
    expect(pushes[2]).toMatchObject({
      title: `تم توصيل طلبك ${order.number}`,
      url: `/checkout/order/${order.id}`,
    });

    // Each move is in the audit record: who, what, from and to (and the note).
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.status',
        staffId: support.id,
        detail: { from: 'placed', to: 'preparing', note: 'Packed by Sami' },
      },
      {
        action: 'order.status',
        staffId: support.id,
        detail: { from: 'preparing', to: 'out_for_delivery' },
      },
      {
        action: 'order.status',
        staffId: support.id,
        detail: { from: 'out_for_delivery', to: 'delivered' },
      },
    ]);
    // No mail left unread: exactly one per change.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.unread).toBe(0);
  });

  it('writes the e-mail in Arabic to a shopper whose language is Arabic', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const { shopper, order } = await placedOrder();
    const email = await emailOf(shopper.id);
    const saved = await call('PUT', 'Customer/Locale', {
      token: shopper.token,
      body: { locale: 'ar' },
    });
    expect(saved.statusCode).toBe(204);
    expect((await move(support.token, order.id, 'preparing')).statusCode).toBe(200);
    const received = await mail.next(email);
    expect(received.subject).toBe(`طلبك ${order.number} قيد التجهيز`);
    expect(received.text).toContain('الحالة: قيد التجهيز');
    expect(received.text).toContain('مرحباً Cart Tester،');
    expect(received.html).toContain('lang="ar" dir="rtl"');
    // And back to English when they switch.
    await call('PUT', 'Customer/Locale', { token: shopper.token, body: { locale: 'en' } });
    expect((await move(support.token, order.id, 'out_for_delivery')).statusCode).toBe(200);
    const english = await mail.next(email);
    expect(english.subject).toBe(`Your order ${order.number} is out for delivery`);
    expect(english.html).toContain('lang="en" dir="ltr"');
  });

  it('refuses a move the status machine does not allow with 409, changing nothing', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const { shopper, order } = await placedOrder();
    const email = await emailOf(shopper.id);
    const skipped = await move(support.token, order.id, 'delivered');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json<ApiError[]>()).toMatchObject([{ code: 'order_status_conflict' }]);
    expect((await move(support.token, order.id, 'preparing')).statusCode).toBe(200);
    await mail.next(email);
    // Once preparing, it goes on to delivery: no cancel, no going back.
    for (const status of ['cancelled', 'preparing', 'delivered']) {
      expect((await move(support.token, order.id, status)).statusCode).toBe(409);
    }
    // Placed and paid are the payment's to say: not a staff move at all.
    for (const status of ['placed', 'awaiting_payment', 'payment_failed', 'bogus']) {
      expect((await move(support.token, order.id, status)).statusCode).toBe(400);
    }
    const tooLong = await move(support.token, order.id, 'out_for_delivery', 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    const extra = await call('POST', `Staff/Order/${order.id}/Status`, {
      token: support.token,
      body: { status: 'out_for_delivery', total: 0 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await move(support.token, 2_000_000_000, 'preparing')).statusCode).toBe(404);

    const read = (await call('GET', `Order/${order.id}`, { token: shopper.token })).json<Order>();
    expect(read.timeline.map((event) => event.status)).toEqual(['placed', 'preparing']);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await notificationsOf(shopper, 1)).toHaveLength(1);
  });

  it('cancels through the shopper’s own cancel: stock and wallet given back, audited, told', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const { shopper, order, product } = await placedOrder(3, 1_000);
    expect(order.wallet).toBe(1_000);
    expect(await stockOf(kit.db, product.id)).toBe(7);
    const cancelled = await move(support.token, order.id, 'cancelled', 'Out of stock at the shop');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<StaffOrder>().status).toBe('cancelled');
    expect(await stockOf(kit.db, product.id)).toBe(10);
    const options = await call('GET', 'Checkout/Options', { token: shopper.token });
    // The wallet's hold was released: its balance is whole again (no basket: 404 is fine too).
    if (options.statusCode === 200) {
      expect(options.json<{ wallet: { balance: number } }>().wallet.balance).toBe(1_000);
    }
    const walletEntries = await kit.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, shopper.id), eq(ledgerEntries.account, 'wallet')))
      .orderBy(ledgerEntries.id);
    expect(walletEntries.at(-1)?.kind).not.toBe('debit');
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.status',
        staffId: support.id,
        detail: { from: 'placed', to: 'cancelled', note: 'Out of stock at the shop' },
      },
    ]);
    const [note] = await notificationsOf(shopper, 1);
    expect(note?.nameEn).toBe(`Your order ${order.number} has been cancelled`);
    expect((await mail.next(await emailOf(shopper.id))).subject).toBe(
      `Your order ${order.number} has been cancelled`,
    );
    // Twice is a conflict, and gives back nothing more.
    expect((await move(support.token, order.id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(kit.db, product.id)).toBe(10);
  });

  it('lets only support staff and admins in: 403 for a customer’s token and a moderator, 401 without', async () => {
    const { shopper, order } = await placedOrder();
    const moderator = await signInStaff(kit.db, staffCall, 'moderator');
    const admin = await signInStaff(kit.db, staffCall, 'admin');
    const routes = [
      ['GET', 'Staff/Order'],
      ['GET', `Staff/Order/${order.id}`],
      ['POST', `Staff/Order/${order.id}/Status`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { status: 'preparing' } : undefined;
      const asCustomer = await call(method, url, { token: shopper.token, body });
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
      expect(asCustomer.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
      expect((await call(method, url, { token: moderator.token, body })).statusCode).toBe(403);
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { token: 'made-up', body })).statusCode).toBe(401);
    }
    // Nothing moved; an admin may.
    expect(
      (await call('GET', `Order/${order.id}`, { token: shopper.token })).json<Order>().status,
    ).toBe('placed');
    expect((await move(admin.token, order.id, 'preparing')).statusCode).toBe(200);
  });

  it('lists every customer’s orders newest first, paged and by status', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const first = await placedOrder();
    const second = await placedOrder();
    expect((await move(support.token, first.order.id, 'preparing')).statusCode).toBe(200);

    const page = await call('GET', 'Staff/Order?pageSize=2', { token: support.token });
    expect(page.statusCode).toBe(200);
    const listed = page.json<StaffOrderPage>();
    expect(listed.items.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(listed.pageSize).toBe(2);
    expect(listed.totalPages).toBe(Math.ceil(listed.total / 2));

    const preparing = (
      await call('GET', 'Staff/Order?status=preparing&pageSize=50', { token: support.token })
    ).json<StaffOrderPage>();
    expect(preparing.items.every((order) => order.status === 'preparing')).toBe(true);
    expect(preparing.items.map((order) => order.id)).toContain(first.order.id);
    expect(preparing.items.map((order) => order.id)).not.toContain(second.order.id);
    expect(preparing.items.find((order) => order.id === first.order.id)?.customer.id).toBe(
      first.shopper.id,
    );

    for (const query of ['status=bogus', 'pageSize=51', 'page=0', 'sort=price']) {
      expect((await call('GET', `Staff/Order?${query}`, { token: support.token })).statusCode).toBe(
        400,
      );
    }
    const one = await call('GET', `Staff/Order/${second.order.id}`, { token: support.token });
    expect(one.json<StaffOrder>()).toMatchObject({ id: second.order.id, status: 'placed' });
    expect((await call('GET', 'Staff/Order/2000000000', { token: support.token })).statusCode).toBe(
      404,
    );
  });

  it('finds orders by number or the end of the phone, by payment status and brand; each says its moves', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const first = await placedOrder();
    const second = await placedOrder();
    const list = async (query: string) => {
      const page = await call('GET', `Staff/Order?pageSize=50&${query}`, { token: support.token });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<StaffOrderPage>().items;
    };
    const ids = async (query: string) => (await list(query)).map((order) => order.id);

    expect(await ids(`q=${first.order.number.toLowerCase()}`)).toEqual([first.order.id]);
    expect(await ids(`q=${encodeURIComponent(` ${second.order.number} `)}`)).toEqual([
      second.order.id,
    ]);
    const [owner] = await kit.db
      .select({ code: customers.phoneCode, phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, first.shopper.id));
    const phone = `+${owner!.code}${owner!.phone}`;
    const byPhone = await list(`q=${encodeURIComponent(phone.slice(-6))}`);
    expect(byPhone.map((order) => order.id)).toContain(first.order.id);
    expect(byPhone.every((order) => order.customer.phone.endsWith(phone.slice(-6)))).toBe(true);
    expect(byPhone[0]!.customer.phone).toBe(phone);
    // Too few digits, or words: nothing, never every shopper.
    expect(await ids(`q=${phone.slice(-3)}`)).toEqual([]);
    expect(await ids('q=tea')).toEqual([]);
    expect(await ids(`q=${'9'.repeat(40)}`)).toEqual([]);
    expect(
      (await call('GET', `Staff/Order?q=${'9'.repeat(41)}`, { token: support.token })).statusCode,
    ).toBe(400);

    expect(await ids(`brandId=${first.order.brandId}`)).toEqual([first.order.id]);
    expect(await ids(`paymentStatus=pending&brandId=${second.order.brandId}`)).toEqual([
      second.order.id,
    ]);
    expect(await ids(`paymentStatus=paid&brandId=${second.order.brandId}`)).toEqual([]);
    for (const query of ['paymentStatus=free', 'brandId=0', 'brandId=x']) {
      expect((await call('GET', `Staff/Order?${query}`, { token: support.token })).statusCode).toBe(
        400,
      );
    }

    // The moves are the status machine's, from where the order is now.
    expect((await list(`q=${first.order.number}`))[0]!.moves).toEqual(['preparing', 'cancelled']);
    const moved = await move(support.token, first.order.id, 'preparing');
    expect(moved.json<StaffOrder>().moves).toEqual(['out_for_delivery']);
    await move(support.token, first.order.id, 'out_for_delivery');
    const delivered = await move(support.token, first.order.id, 'delivered');
    expect(delivered.json<StaffOrder>()).toMatchObject({ status: 'delivered', moves: [] });
  });

  it('sorts the board by placing time or total, either way, and keeps one slot’s orders', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const first = await placedOrder();
    const second = await placedOrder();
    const list = async (query: string) => {
      const page = await call('GET', `Staff/Order?pageSize=50&${query}`, { token: support.token });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<StaffOrderPage>().items;
    };
    const placed = (items: StaffOrder[]) => items.map((order) => Date.parse(order.placedAt));
    const totals = (items: StaffOrder[]) => items.map((order) => order.total);
    const inOrder = (values: number[], up: boolean) =>
      values.every(
        (value, index) =>
          index === 0 || (up ? values[index - 1]! <= value : values[index - 1]! >= value),
      );

    const oldest = await list('sort=placed_asc');
    expect(inOrder(placed(oldest), true)).toBe(true);
    const ids = oldest.map((order) => order.id);
    expect(ids.indexOf(first.order.id)).toBeLessThan(ids.indexOf(second.order.id));
    expect(inOrder(placed(await list('sort=placed_desc')), false)).toBe(true);
    expect(inOrder(totals(await list('sort=total_asc')), true)).toBe(true);
    expect(inOrder(totals(await list('sort=total_desc')), false)).toBe(true);

    const slotId = first.order.slot!.id;
    const ofSlot = await list(`slotId=${slotId}`);
    expect(ofSlot.map((order) => order.id)).toContain(first.order.id);
    expect(ofSlot.every((order) => order.slot?.id === slotId)).toBe(true);
    expect(await list('slotId=2000000000')).toEqual([]);
    for (const query of ['slotId=0', 'slotId=x', 'slotId=3000000000', 'sort=placed']) {
      expect((await call('GET', `Staff/Order?${query}`, { token: support.token })).statusCode).toBe(
        400,
      );
    }
  });

  it('20 staff moving one order at once: one move, one audit row, one notice', async () => {
    const members = await Promise.all(
      Array.from({ length: 4 }, () => signInStaff(kit.db, staffCall, 'support')),
    );
    const { shopper, order } = await placedOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        move(
          members[index % members.length]!.token,
          order.id,
          index % 2 ? 'preparing' : 'cancelled',
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await auditOf(order.id)).toHaveLength(1);
    const events = await kit.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toHaveLength(2);
    await notificationsOf(shopper, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notificationsOf(shopper, 1)).toHaveLength(1);
    await mail.next(await emailOf(shopper.id));
  });

  it('answers 429 once a staff member has made an hour’s moves', async () => {
    const support = await signInStaff(kit.db, staffCall, 'support');
    const { order } = await placedOrder();
    await kit.db.execute(
      sql`insert into rate_limit_counters (key, window_start, hits)
          values (${`staff-order-moves:${support.id}`}, now(), ${staffOrderMovesPerHour.max})`,
    );
    const refused = await move(support.token, order.id, 'preparing');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await signInStaff(kit.db, staffCall, 'support');
    expect((await move(other.token, order.id, 'preparing')).statusCode).toBe(200);
  });
});

describe('the shopper’s notices', () => {
  const context = (): OrderNoticeContext => ({
    db: kit.db,
    mailer: createMailer(kit.db, { smtpUrl: mail.url }, kit.app.log),
    push: createPushSender(kit.db, pushService.settings, kit.app.log),
    storefrontUrl: 'http://127.0.0.1:3000',
    log: kit.app.log,
  });

  it('go once however many jobs and processes deliver them at the same time', async () => {
    const { shopper, order } = await placedOrder();
    const email = await emailOf(shopper.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const unread = mail.unread;
    // A move no job was queued for (as if its process stopped right after the commit).
    await kit.db.execute(sql`update orders set status = 'preparing' where id = ${order.id}`);
    const sent = await Promise.all([
      ...Array.from({ length: 10 }, () => deliverOrderNotices(context(), order.id)),
      deliverDueOrderNotices(context()),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await mail.next(email)).subject).toBe(`Your order ${order.number} is being prepared`);
    expect(await notificationsOf(shopper, 1)).toHaveLength(1);
    const claimed = await kit.db
      .select({ claimedAt: orderStatusEvents.noticeClaimedAt })
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'preparing')),
      );
    expect(claimed[0]?.claimedAt).toBeInstanceOf(Date);
    // Nothing is left for a later sweep or job.
    expect(await deliverOrderNotices(context(), order.id)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.unread).toBe(unread);
  });

  it('the sweep sends a notice nobody queued, and never one for a status that is not news', async () => {
    const { shopper, order } = await placedOrder();
    await kit.db.execute(sql`update orders set status = 'preparing' where id = ${order.id}`);
    // Placed is the confirmation e-mail's, never a status notice.
    const due = await kit.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(
        and(
          eq(orderStatusEvents.orderId, order.id),
          sql`${orderStatusEvents.noticeClaimedAt} is null`,
        ),
      );
    expect(due.map((event) => event.status).sort()).toEqual(['placed', 'preparing']);
    expect(await deliverDueOrderNotices(context())).toBeGreaterThanOrEqual(1);
    const [note] = await notificationsOf(shopper, 1);
    expect(note?.bodyEn).toBe('Status: Preparing');
    expect(await deliverDueOrderNotices(context())).toBe(0);
    await mail.next(await emailOf(shopper.id));
    const stored = await kit.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, shopper.id),
          eq(notifications.bodyEn, 'Status: Preparing'),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  it('an online payment that never came is told too: payment failed, in the shopper’s language', async () => {
    const { shopper, order } = await placedOrder();
    await kit.db.execute(sql`update customers set locale = 'ar' where id = ${shopper.id}`);
    // As the reconciliation's expiry leaves it (the status machine's move from awaiting payment).
    await kit.db.execute(sql`update orders set status = 'payment_failed' where id = ${order.id}`);
    expect(await deliverOrderNotices(context(), order.id)).toBe(1);
    const received = await mail.next(await emailOf(shopper.id));
    expect(received.subject).toBe(`لم يكتمل الدفع لطلبك ${order.number}`);
    const [note] = await notificationsOf(shopper, 1);
    expect(note).toMatchObject({
      bodyEn: 'Status: Payment failed',
      body: 'الحالة: فشل الدفع',
    });
  });
});

describe('the shopper’s language', () => {
  it('PUT Customer/Locale keeps en or ar; anything else is a 400, no token a 401', async () => {
    const { shopper } = await placedOrder();
    const localeOf = async () =>
      (
        await kit.db
          .select({ locale: customers.locale })
          .from(customers)
          .where(eq(customers.id, shopper.id))
      )[0]?.locale;
    expect(await localeOf()).toBe('en');
    expect(
      (await call('PUT', 'Customer/Locale', { token: shopper.token, body: { locale: 'ar' } }))
        .statusCode,
    ).toBe(204);
    expect(await localeOf()).toBe('ar');
    for (const body of [
      { locale: 'fr' },
      {},
      { locale: 'ar', extra: 1 },
      { locale: 'a'.repeat(2000) },
    ]) {
      expect(
        (await call('PUT', 'Customer/Locale', { token: shopper.token, body })).statusCode,
      ).toBe(400);
    }
    expect((await call('PUT', 'Customer/Locale', { body: { locale: 'en' } })).statusCode).toBe(401);
    expect(await localeOf()).toBe('ar');
  });
});
