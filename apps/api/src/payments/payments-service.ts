import type {
  OnlinePaymentMethod,
  Order,
  PaymentMethod,
  PaymentStart,
  PlacedCheckout,
} from '@shop/core/schemas';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import { orderPlacedNotification } from '#src/checkout/checkout-service.ts';
import type { Database } from '#src/db/database.ts';
import {
  checkouts,
  cities,
  countries,
  customers,
  orderLines,
  orders,
  paymentEvents,
  payments,
  states,
} from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { QueueAccountMailWithin, SendAccountMail } from '#src/mail/account-mail-jobs.ts';
import { notify } from '#src/notifications/notifications-queries.ts';
import { transitionOrder } from '#src/orders/order-status.ts';
import { readCheckoutOrders } from '#src/orders/orders-queries.ts';
import { orderNotFound, releaseOrder } from '#src/orders/orders-service.ts';
import {
  PROVIDER_TIMEOUT_MS,
  ProviderUnavailable,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentProviders,
  type PaymentSessionRequest,
} from '#src/payments/payment-provider.ts';

// Online payments of placements (issue 14): starting an attempt at a provider, applying the
// provider's verified word (webhook or reconciliation), paying a waiting order again, and
// failing orders left unpaid past their due time. "Paid" comes only from applyNotification.

export interface PaymentLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What the payment code needs besides the database. */
export interface PaymentContext {
  db: Database;
  providers: PaymentProviders;
  /** Where the providers send the shopper back (`/checkout/order/{id}` …). */
  storefrontUrl: string;
  /** Queues the order confirmation e-mail (sent once per placement, see order-mails.ts). */
  sendMail: SendAccountMail;
  /**
   * Queues it inside a transaction, to commit with the orders it confirms (the server's job
   * queue); without it the mail is queued by `sendMail` after the commit.
   */
  queueMailWithin?: QueueAccountMailWithin | undefined;
  log: PaymentLog;
}

type PaymentRow = typeof payments.$inferSelect;

/** What an attempt answers the shopper. */
function startOf(row: PaymentRow): PaymentStart {
  if (row.status === 'rejected') return { status: 'rejected', redirectUrl: null };
  if (row.status === 'initiated' && row.redirectUrl) {
    return { status: 'redirect', redirectUrl: row.redirectUrl };
  }
  return { status: 'unavailable', redirectUrl: null };
}

/**
 * The orders of a placement move from awaiting payment to placed (each through the status
 * machine, conditionally, so only one confirmation moves them), their spends are captured and
 * the shopper is notified. Answers whether this call moved them.
 */
export async function confirmCheckoutOrders(
  tx: Database,
  checkoutId: number,
  change: { paymentStatus: 'paid' | 'pending'; paymentMethod?: PaymentMethod },
): Promise<boolean> {
  const waiting = await tx
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'awaiting_payment')))
    .orderBy(asc(orders.id));
  for (const order of waiting) {
    await transitionOrder(tx, order.id, 'awaiting_payment', 'placed');
    await tx
      .update(orders)
      .set({ ...change, paymentDueAt: null })
      .where(eq(orders.id, order.id));
    await settleOrderSpends(tx, order.id, 'capture');
  }
  const [first] = waiting;
  if (!first) return false;
  await notify(
    tx,
    first.customerId,
    orderPlacedNotification(await readCheckoutOrders(tx, checkoutId)),
  );
  return true;
}

/** Queues the confirmation e-mail of a placement (its delivery sends it once). */
export async function queueConfirmation(context: PaymentContext, checkoutId: number) {
  try {
    await context.sendMail({ kind: 'order_confirmed', checkoutId });
  } catch (error) {
    context.log.error({ err: error, checkoutId }, 'order confirmation mail not queued');
  }
}

export type NotificationOutcome = 'applied' | 'replayed' | 'no_effect' | 'confirmed';

/**
 * Applies a verified provider notification in one transaction. It must name one of our attempts
 * at this provider with its amount and currency (else 400 `payment_mismatch`, logged); an event
 * id seen before has no effect. Paid: the attempt is paid and the placement's waiting orders
 * are placed and paid (a payment for orders that already failed or were paid otherwise is kept
 * and logged for a refund). Failed or cancelled: an open attempt ends so (the orders keep
 * waiting until due, R8.07). A late or repeated event never undoes a payment.
 */
export async function applyNotification(
  context: PaymentContext,
  provider: string,
  event: PaymentNotification,
): Promise<NotificationOutcome> {
  const outcome = await context.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)))
      .for('update');
    if (!payment || payment.amount !== event.amount || payment.currency !== event.currency) {
      context.log.warn(
        { provider, providerRef: event.providerRef, paymentId: payment?.id },
        'payment notification does not match an attempt (amount, currency or reference)',
      );
      throw new ApiHttpError(400, 'payment_mismatch', 'The notification matches no payment');
    }
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, paymentId: payment.id, type: event.state })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { outcome: 'replayed' as const };
    if (event.state !== 'paid') {
      const ended = await tx
        .update(payments)
        .set({ status: event.state, failureCode: event.state, updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'initiated')))
        .returning({ id: payments.id });
      return { outcome: ended.length > 0 ? ('applied' as const) : ('no_effect' as const) };
    }
    if (payment.status === 'paid') return { outcome: 'no_effect' as const };
    await tx
      .update(payments)
      .set({ status: 'paid', failureCode: null, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    const confirmed = await confirmCheckoutOrders(tx, payment.checkoutId, {
      paymentStatus: 'paid',
      paymentMethod: payment.method,
    });
    if (!confirmed) {
      // Issue 15 refunds it: the orders failed, were cancelled or were paid another way.
      context.log.warn(
        { paymentId: payment.id, checkoutId: payment.checkoutId },
        'payment confirmed for orders no longer awaiting it: refund needed',
      );
      return { outcome: 'applied' as const };
    }
    return { outcome: 'confirmed' as const, checkoutId: payment.checkoutId };
  });
  if (outcome.outcome === 'confirmed') await queueConfirmation(context, outcome.checkoutId);
  return outcome.outcome;
}

/** How long a shopper waits on a concurrent request's provider session before giving up. */
const WAIT_STEP_MS = 100;

async function waitForSession(db: Database, paymentId: number): Promise<PaymentStart> {
  const until = Date.now() + PROVIDER_TIMEOUT_MS + 1_000;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) return { status: 'unavailable', redirectUrl: null };
    if (row.status !== 'initiated' || row.redirectUrl || Date.now() > until) return startOf(row);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/**
 * How recent an open attempt of the same method must be for a pay-again to share it: calls
 * this close together are one shopper's one intent. A shopper who aborts on the provider's page
 * ends the attempt there (its cancel notification), so a real retry always gets a new session.
 */
const REUSE_WINDOW_MS = 20_000;

export interface AttemptRequest {
  checkoutId: number;
  customerId: number;
  method: OnlinePaymentMethod;
  locale: 'en' | 'ar';
  /**
   * Pay again, at this moment (the database's clock): an open attempt of the same method begun
   * less than REUSE_WINDOW_MS before it answers this request too (a double click, concurrent
   * calls); any other open attempt is cancelled and replaced. Undefined for a placement: its
   * open attempt always answers (never a second session).
   */
  since?: Date;
}

/**
 * Starts (or finds) the placement's payment attempt: a `payments` row claimed under the
 * checkout's lock (at most one `initiated`), then, outside any transaction, the provider's
 * session with its deadline. Answers where the shopper goes.
 */
export async function beginAttempt(
  context: PaymentContext,
  request: AttemptRequest,
): Promise<PaymentStart> {
  const { db } = context;
  const provider = context.providers.forMethod(request.method);
  if (!provider) throw methodUnavailable(request.method);
  const claim = await db.transaction(async (tx) => {
    await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, request.checkoutId))
      .for('update');
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.checkoutId, request.checkoutId), eq(payments.status, 'initiated')));
    if (open) {
      const concurrent =
        request.since === undefined ||
        (open.method === request.method &&
          open.createdAt.getTime() >= request.since.getTime() - REUSE_WINDOW_MS);
      if (concurrent) return { existing: open };
      await tx
        .update(payments)
        .set({ status: 'cancelled', failureCode: 'replaced', updatedAt: new Date() })
        .where(and(eq(payments.id, open.id), eq(payments.status, 'initiated')));
    } else if (request.since === undefined) {
      // A repeated placement whose attempt was refused answers that refusal again.
      const [latest] = await tx
        .select()
        .from(payments)
        .where(eq(payments.checkoutId, request.checkoutId))
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      if (latest?.status === 'rejected') return { existing: latest };
    }
    const waiting = await tx
      .select({
        total: orders.total,
        currency: orders.currency,
        number: orders.number,
        id: orders.id,
      })
      .from(orders)
      .where(and(eq(orders.checkoutId, request.checkoutId), eq(orders.status, 'awaiting_payment')))
      .orderBy(asc(orders.id));
    const [first] = waiting;
    if (!first) return { nothingToPay: true as const };
    const [created] = await tx
      .insert(payments)
      .values({
        checkoutId: request.checkoutId,
        customerId: request.customerId,
        method: request.method,
        provider: provider.name,
        amount: waiting.reduce((sum, order) => sum + order.total, 0),
        currency: first.currency,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    if (!created) throw new Error('beginAttempt: the payment insert returned nothing');
    return { created, orderNumbers: waiting.map((order) => order.number), firstOrderId: first.id };
  });
  if ('nothingToPay' in claim) return { status: 'unavailable', redirectUrl: null };
  if ('existing' in claim && claim.existing) {
    return claim.existing.status === 'initiated'
      ? waitForSession(db, claim.existing.id)
      : startOf(claim.existing);
  }
  if (!('created' in claim) || !claim.created) throw new Error('beginAttempt: no claim');
  return openSession(
    context,
    provider,
    request,
    claim.created,
    claim.orderNumbers,
    claim.firstOrderId,
  );
}

async function openSession(
  context: PaymentContext,
  provider: PaymentProvider,
  request: AttemptRequest,
  payment: PaymentRow,
  orderNumbers: string[],
  firstOrderId: number,
): Promise<PaymentStart> {
  const { db } = context;
  const [customer] = await db
    .select({
      email: customers.email,
      name: customers.name,
      phoneCode: customers.phoneCode,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, request.customerId));
  if (!customer) throw new Error(`openSession: customer ${request.customerId} is gone`);
  const details = await sessionDetails(db, request.checkoutId, request.locale);
  const page = (path: string) => new URL(`${path}/${firstOrderId}`, context.storefrontUrl).href;
  let update: Partial<PaymentRow>;
  try {
    const session = await provider.createSession({
      paymentId: payment.id,
      method: request.method,
      amount: payment.amount,
      currency: payment.currency,
      orderNumbers,
      customer,
      ...details,
      locale: request.locale,
      returnUrls: {
        success: page('/checkout/order'),
        cancel: page('/checkout/order-cancel'),
        failure: page('/checkout/order-failure'),
      },
    });
    update =
      session.kind === 'redirect'
        ? { providerRef: session.providerRef, redirectUrl: session.redirectUrl }
        : { status: 'rejected', failureCode: session.reason.slice(0, 100) };
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    context.log.warn(
      { provider: provider.name, paymentId: payment.id, reason: error.message },
      'payment provider unavailable',
    );
    update = { status: 'failed', failureCode: 'unavailable' };
  }
  const [row] = await db
    .update(payments)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'initiated')))
    .returning();
  // Replaced meanwhile by a pay-again: this session is not the one to go to.
  return row ? startOf(row) : { status: 'unavailable', redirectUrl: null };
}

/** The placement's delivery address and lines, as a provider's session carries them. */
async function sessionDetails(
  db: Database,
  checkoutId: number,
  locale: 'en' | 'ar',
): Promise<Pick<PaymentSessionRequest, 'shippingAddress' | 'items'>> {
  const waiting = await db
    .select({ id: orders.id, address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'awaiting_payment')))
    .orderBy(asc(orders.id));
  const address = waiting[0]?.address ?? {};
  const text = (key: string) => String(address[key] ?? '');
  const [place] = await db
    .select({ code: countries.code, city: cities.name, cityEn: cities.nameEn })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(cities.id, Number(address.subCityId ?? 0)));
  const lines = await db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        waiting.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return {
    shippingAddress: {
      countryCode: place?.code ?? '',
      city: (locale === 'en' ? place?.cityEn : place?.city) ?? '',
      line1: [text('streetAddress'), text('buildingNumber')].filter(Boolean).join(' '),
      postalCode: text('postalCode'),
      receiverName: text('receiverName'),
      phone: text('receiverPhone') || text('phone'),
    },
    items: lines.map((line) => ({
      reference: String(line.productId),
      name: (locale === 'en' ? line.nameEn : line.name) || line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.lineTotal,
    })),
  };
}

function methodUnavailable(method: PaymentMethod): ApiHttpError {
  return new ApiHttpError(
    409,
    'payment_method_unavailable',
    `No payment provider serves ${method}`,
    'body.paymentMethod',
  );
}

/**
 * The placement's answer with its payment: started (or found again) for orders awaiting it.
 * `mailQueued`: the placement's transaction queued its confirmation e-mail already.
 */
export async function withPayment(
  context: PaymentContext,
  customerId: number,
  {
    checkoutId,
    placed,
    mailQueued = false,
  }: { checkoutId: number; placed: PlacedCheckout; mailQueued?: boolean },
  locale: 'en' | 'ar',
): Promise<PlacedCheckout> {
  const [first] = placed.orders;
  if (!first) return placed;
  if (first.status !== 'awaiting_payment') {
    // Cash on delivery, or nothing left to pay (its mail is sent once, however often asked).
    if (first.status === 'placed' && !mailQueued) await queueConfirmation(context, checkoutId);
    return placed;
  }
  const method = first.paymentMethod === 'bnpl' ? 'bnpl' : 'card';
  const payment = await beginAttempt(context, { checkoutId, customerId, method, locale });
  return { ...placed, payment };
}

/**
 * `POST Order/{id}/Pay` (R4.21): the shopper's order awaiting payment (404 for another's, 409
 * `order_status_conflict` for any other status) is paid again. Card or "Pay in 4": a new
 * attempt (the open one is cancelled first; concurrent calls share one). Cash on delivery: the
 * placement's orders are placed at once, their spends captured, the open attempt cancelled.
 */
export async function payOrder(
  context: PaymentContext,
  customerId: number,
  orderId: number,
  method: PaymentMethod,
  locale: 'en' | 'ar',
): Promise<{ orders: Order[]; payment: PaymentStart | null }> {
  const { db } = context;
  const since = await dbNow(db);
  const [order] = await db
    .select({ status: orders.status, checkoutId: orders.checkoutId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw orderNotFound(orderId);
  if (order.status !== 'awaiting_payment' || order.checkoutId === null) {
    throw new ApiHttpError(
      409,
      'order_status_conflict',
      `Order ${orderId} is ${order.status}, not awaiting payment`,
    );
  }
  const { checkoutId } = order;
  if (method === 'cod') {
    const confirmed = await db.transaction(async (tx) => {
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId))
        .for('update');
      await tx
        .update(payments)
        .set({ status: 'cancelled', failureCode: 'replaced', updatedAt: new Date() })
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'initiated')));
      return confirmCheckoutOrders(tx, checkoutId, {
        paymentStatus: 'pending',
        paymentMethod: 'cod',
      });
    });
    if (!confirmed) {
      throw new ApiHttpError(
        409,
        'order_status_conflict',
        `Order ${orderId} is no longer awaiting payment`,
      );
    }
    await queueConfirmation(context, checkoutId);
    return { orders: await readCheckoutOrders(db, checkoutId), payment: null };
  }
  const payment = await beginAttempt(context, { checkoutId, customerId, method, locale, since });
  if (payment.status === 'redirect') {
    await db
      .update(orders)
      .set({ paymentMethod: method, updatedAt: new Date() })
      .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'awaiting_payment')));
  }
  return { orders: await readCheckoutOrders(db, checkoutId), payment };
}

/** The database's clock now (the one `payments.created_at` is written with). */
async function dbNow(db: Database): Promise<Date> {
  const [row] = await db
    .select({ now: sql`clock_timestamp()`.mapWith(payments.createdAt) })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('dbNow: no row');
  return row.now;
}

/** Attempts left open this long are asked about at their provider. */
const RECONCILE_AFTER_SECONDS = 90;
/** An attempt whose session never opened (its process stopped) ends after this. */
const STUCK_AFTER_SECONDS = 300;
const RECONCILE_BATCH = 50;

/**
 * The reconciliation job (every minute, once across processes): asks the provider about
 * attempts open for a while and applies a final answer as its webhook would; then orders still
 * awaiting payment past their due time fail (`payment_failed`, stock and spends given back) and
 * their open attempt expires. Answers what it did.
 */
export async function reconcilePayments(
  context: PaymentContext,
): Promise<{ asked: number; applied: number; expired: number }> {
  const { db } = context;
  await db
    .update(payments)
    .set({ status: 'failed', failureCode: 'unavailable', updatedAt: new Date() })
    .where(
      and(
        eq(payments.status, 'initiated'),
        isNull(payments.providerRef),
        lt(payments.createdAt, sql`now() - make_interval(secs => ${STUCK_AFTER_SECONDS})`),
      ),
    );
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'initiated'),
        isNotNull(payments.providerRef),
        lt(payments.updatedAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(RECONCILE_BATCH);
  let applied = 0;
  for (const payment of open) {
    const provider = context.providers.byName.get(payment.provider);
    if (!provider || payment.providerRef === null) continue;
    try {
      const status = await provider.fetchStatus(payment.providerRef);
      if (status.state === 'pending') continue;
      const outcome = await applyNotification(context, provider.name, {
        eventId: `reconcile:${payment.id}:${status.state}`,
        providerRef: payment.providerRef,
        state: status.state,
        amount: status.amount,
        currency: status.currency,
        occurredAt: new Date(),
      });
      if (outcome !== 'replayed' && outcome !== 'no_effect') applied += 1;
    } catch (error) {
      context.log.warn({ err: error, paymentId: payment.id }, 'payment not reconciled');
    }
  }
  return { asked: open.length, applied, expired: await expireOverdueOrders(context) };
}

/** Orders awaiting payment past `payment_due_at` fail, each placement in one transaction. */
export async function expireOverdueOrders(context: PaymentContext): Promise<number> {
  const { db } = context;
  const overdue = await db
    .selectDistinct({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.paymentDueAt, sql`now()`)))
    .limit(RECONCILE_BATCH);
  let expired = 0;
  for (const { checkoutId } of overdue) {
    if (checkoutId === null) continue;
    expired += await db.transaction(async (tx) => {
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId))
        .for('update');
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            eq(orders.status, 'awaiting_payment'),
            lt(orders.paymentDueAt, sql`now()`),
          ),
        )
        .orderBy(asc(orders.id));
      for (const order of due) {
        await transitionOrder(tx, order.id, 'awaiting_payment', 'payment_failed');
        await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
        await releaseOrder(tx, order.id);
      }
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(payments.checkoutId, checkoutId), inArray(payments.status, ['initiated'])));
      return due.length;
    });
  }
  return expired;
}
