import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { customers, orders, orderStatusEvents, pushRegistrations } from '#src/db/schema.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import {
  isNoticeStatus,
  noticeStatuses,
  orderStatusMail,
  orderStatusWords,
  type NoticeStatus,
} from '#src/mail/order-status-mails.ts';
import { notify } from '#src/notifications/notifications-queries.ts';
import type { PushMessage, PushSender } from '#src/push/push-sender.ts';

// The shopper hears of every status change of their order (issue 15): an in-app notification,
// an e-mail in their language and a push to each of their devices. The order's timeline row
// (order_status_events, written by the trigger in the transaction that moved the order) is the
// durable record that a notice is due, so a notice is never lost: the mover queues a job after
// its commit, and a sweep every minute sends whatever a stopped process left. It is never sent
// twice: one conditional UPDATE claims the row before anything goes out, so of any number of
// jobs and processes exactly one sends it.

/** What sending the notices needs. */
export interface OrderNoticeContext {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  /** The storefront's origin, for the order's link in the e-mail. */
  storefrontUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Queues the sending of the notices due for an order, after the transaction that moved it has
 * committed (a pg-boss job in the server; this process after the answer without a queue).
 */
export type QueueOrderNotices = (orderId: number) => Promise<void>;

/** The order's page in the storefront (Order Details). */
export function orderPagePath(orderId: number): string {
  return `/checkout/order/${orderId}`;
}

const due = and(
  isNull(orderStatusEvents.noticeClaimedAt),
  inArray(orderStatusEvents.status, [...noticeStatuses]),
);

/**
 * Sends the notice of one timeline row if it is due and nobody took it yet: claims it and stores
 * the in-app notification in one transaction (both or neither), then e-mails and pushes. Answers
 * whether this call sent it.
 */
export async function deliverOrderNotice(
  context: OrderNoticeContext,
  eventId: number,
): Promise<boolean> {
  const { db } = context;
  const claimed = await db.transaction(async (tx) => {
    const [event] = await tx
      .update(orderStatusEvents)
      .set({ noticeClaimedAt: sql`now()` })
      .where(and(eq(orderStatusEvents.id, eventId), due))
      .returning({ orderId: orderStatusEvents.orderId, status: orderStatusEvents.status });
    if (!event || !isNoticeStatus(event.status)) return undefined;
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        customerId: orders.customerId,
        email: customers.email,
        name: customers.name,
        locale: customers.locale,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, event.orderId));
    if (!order) return undefined;
    const ar = orderStatusWords('ar', order.number, event.status);
    const en = orderStatusWords('en', order.number, event.status);
    await notify(tx, order.customerId, {
      name: ar.headline,
      nameEn: en.headline,
      body: ar.statusLine,
      bodyEn: en.statusLine,
    });
    return { order, status: event.status, ar, en };
  });
  if (!claimed) return false;
  const { order, status, ar, en } = claimed;
  const locale = order.locale === 'ar' ? 'ar' : 'en';
  const url = orderPagePath(order.id);
  await Promise.all([
    context.mailer.send(
      orderStatusMail(order.email, order.name, locale, {
        number: order.number,
        status,
        url: new URL(url, context.storefrontUrl).href,
      }),
    ),
    pushToCustomer(context, order.customerId, {
      title: ar.headline,
      titleEn: en.headline,
      body: ar.statusLine,
      bodyEn: en.statusLine,
      url,
    }),
  ]);
  return true;
}

/** Sends the notices due for the order's timeline, oldest first; answers how many it sent. */
export async function deliverOrderNotices(
  context: OrderNoticeContext,
  orderId: number,
): Promise<number> {
  const events = await context.db
    .select({ id: orderStatusEvents.id })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), due))
    .orderBy(asc(orderStatusEvents.id));
  let sent = 0;
  for (const event of events) if (await deliverOrderNotice(context, event.id)) sent += 1;
  return sent;
}

/**
 * The sweep: sends the notices still due (at most `limit`, oldest first) that no job took, e.g.
 * a process stopped between its commit and queueing the job. Answers how many it sent.
 */
export async function deliverDueOrderNotices(
  context: OrderNoticeContext,
  limit = 200,
): Promise<number> {
  const events = await context.db
    .select({ id: orderStatusEvents.id })
    .from(orderStatusEvents)
    .where(due)
    .orderBy(asc(orderStatusEvents.id))
    .limit(limit);
  let sent = 0;
  for (const event of events) if (await deliverOrderNotice(context, event.id)) sent += 1;
  return sent;
}

/** Pushes to every device of the customer; a registration the push service no longer knows goes. */
async function pushToCustomer(
  { db, push, log }: OrderNoticeContext,
  customerId: number,
  message: PushMessage,
): Promise<void> {
  try {
    const targets = await db
      .select()
      .from(pushRegistrations)
      .where(eq(pushRegistrations.customerId, customerId));
    const outcomes = await Promise.all(
      targets.map(async (target) => ({ id: target.id, outcome: await push.send(target, message) })),
    );
    const gone = outcomes.filter(({ outcome }) => outcome === 'gone').map(({ id }) => id);
    if (gone.length > 0) {
      await db.delete(pushRegistrations).where(inArray(pushRegistrations.id, gone));
    }
  } catch (error) {
    log.warn({ err: error, customerId }, 'order status push failed');
  }
}

/**
 * Without a job queue (tests and tools that build the app alone): the notices are sent by this
 * process once the answer has gone; a notice a stopped process leaves waits for the sweep.
 */
export function sendNoticesAfterAnswer(context: OrderNoticeContext): QueueOrderNotices {
  return (orderId) => {
    setImmediate(() => {
      deliverOrderNotices(context, orderId).catch((error: unknown) => {
        context.log.warn({ err: error, orderId }, 'order status notices failed');
      });
    });
    return Promise.resolve();
  };
}

export type { NoticeStatus };
