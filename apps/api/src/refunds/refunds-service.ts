import {
  MAX_OPEN_REFUNDS,
  WALLET_CURRENCY,
  type ApproveRefundRequest,
  type PaymentMethod,
  type Refund,
  type RefundDestination,
  type RefundOptions,
  type RefundRequest,
  type StaffRefund,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RateLimit } from '#src/customers/rate-limit.ts';
import { hitRateLimits } from '#src/customers/rate-limit.ts';
import type { Database } from '#src/db/database.ts';
import {
  customers,
  ledgerEntries,
  orderLines,
  orders,
  payments,
  payoutDetails,
  refundLines,
  refundRequests,
  staffMembers,
} from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { DEFAULT_REFUND_SECOND_APPROVAL_ABOVE } from './refund-approval.ts';
import {
  balanceOf,
  creditAccount,
  lockLedgers,
  pointsEarned,
  type EntryReason,
} from '#src/ledgers/ledgers.ts';
import { notify, type NewNotification } from '#src/notifications/notifications-queries.ts';
import { ProviderUnavailable } from '#src/payments/payment-provider.ts';
import type { PaymentContext } from '#src/payments/payments-service.ts';
import { payoutOf } from '#src/payouts/payouts-queries.ts';
import {
  discountShares,
  pointsToTakeBack,
  refundParts,
  unitsAmount,
  type OrderPayments,
} from '#src/refunds/refund-money.ts';
import { transitionRefund } from '#src/refunds/refund-status.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Refunds (issue 15): the shopper's request, staff's decision, and paying the money back. Every
// amount comes from refund-money.ts; every status change goes through refund-status.ts.

/** What the refund code needs: the database, the payment providers and a log. */
export type RefundContext = Pick<PaymentContext, 'db' | 'providers' | 'log'> & {
  /** Refunds above this many minor units need a second staff member's approval. */
  secondApprovalAbove?: number;
};

/** Refund requests one customer, and one client, may send per hour (then 429). */
export const refundRateLimits = {
  perCustomer: { max: 20, windowSeconds: 3600 },
  perClient: { max: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Tries of a provider refund before it is `failed` (about a day with the waits below). */
export const MAX_REFUND_ATTEMPTS = 12;
/** How long a provider call may take: longer than the provider deadline, shorter than a wait. */
const FIRST_RETRY_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 6 * 3600;

/** Seconds before try `attempt + 1`: 1 minute, doubling, at most 6 hours. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempt - 1, 0), LONGEST_WAIT_SECONDS);
}

/** Statuses whose units and money are taken (a rejected request gives its units back). */
const takenStatuses = ['requested', 'approved', 'refunded', 'failed'] as const;
/** Statuses whose approved amount counts as given back (or being given back). */
const approvedStatuses = ['approved', 'refunded', 'failed'] as const;

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refundRequests.$inferSelect;

function refundNotFound(refundId: number): ApiHttpError {
  return new ApiHttpError(404, 'not_found', `Refund ${refundId} not found`, 'params.id');
}

function orderNotFound(orderId: number, field = 'body.orderId'): ApiHttpError {
  return new ApiHttpError(404, 'not_found', `Order ${orderId} not found`, field);
}

/** Digits after the point of a currency (SAR 2, KWD 3). */
function exponentOf(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Minor units as the shopper reads them, in English and Arabic (Latin digits, as the site). */
export function moneyText(minor: number, currency: string): { ar: string; en: string } {
  const value = minor / 10 ** exponentOf(currency);
  const format = (locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  return { en: format('en-US'), ar: format('ar-SA-u-nu-latn') };
}

/** What the order's means of payment paid. */
function paymentsOf(order: Pick<OrderRow, 'total' | 'wallet' | 'points'>): OrderPayments {
  return { total: order.total, wallet: order.wallet, points: order.points };
}

/** What the order's money came to: what can be refunded in all. */
function paidOf(order: Pick<OrderRow, 'total' | 'wallet' | 'points'>): number {
  return order.total + order.wallet + order.points;
}

/** Where this order's money may go back to. */
export function destinationsOf(
  order: Pick<OrderRow, 'paymentMethod' | 'currency'>,
): RefundDestination[] {
  const wallet: RefundDestination[] = order.currency === WALLET_CURRENCY ? ['wallet'] : [];
  return order.paymentMethod === 'cod' ? [...wallet, 'payout'] : [...wallet, 'original'];
}

/** Units of each line of the order taken by requests that are not rejected, and their amount. */
async function takenOfLines(
  tx: Database,
  orderId: number,
): Promise<Map<number, { units: number; amount: number }>> {
  const rows = await tx
    .select({
      orderLineId: refundLines.orderLineId,
      units: sql<number>`sum(${refundLines.quantity})::int`,
      amount: sql<number>`sum(${refundLines.amount})::int`,
    })
    .from(refundLines)
    .innerJoin(refundRequests, eq(refundRequests.id, refundLines.refundId))
    .where(
      and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, [...takenStatuses])),
    )
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map(({ orderLineId, ...taken }) => [orderLineId, taken]));
}

/** Units of each line taken by requests that are not rejected. */
async function takenUnits(tx: Database, orderId: number): Promise<Map<number, number>> {
  const taken = await takenOfLines(tx, orderId);
  return new Map([...taken].map(([lineId, { units }]) => [lineId, units]));
}

/** Whether a request that is not rejected took the order's delivery fee already. */
async function feeTaken(tx: Database, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      asked: sql<number>`coalesce(sum(${refundRequests.requestedAmount}), 0)::int`,
      lines: sql<number>`coalesce(sum((select sum(${refundLines.amount}) from ${refundLines} where ${refundLines.refundId} = ${refundRequests.id})), 0)::int`,
    })
    .from(refundRequests)
    .where(
      and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, [...takenStatuses])),
    );
  return (row?.asked ?? 0) > (row?.lines ?? 0);
}

async function linesOf(tx: Database, orderId: number) {
  return tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

// ── Reading ────────────────────────────────────────────────────────────────────────────────

/** The refunds matching `where` as the shopper sees them (with their lines). */
async function readRefunds(
  db: Database,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page?: { limit: number; offset: number },
): Promise<(Refund & { row: RefundRow; customer: typeof customers.$inferSelect })[]> {
  let query = db
    .select({ refund: refundRequests, orderNumber: orders.number, customer: customers })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(customers, eq(customers.id, refundRequests.customerId))
    .where(where)
    .orderBy(
      order === 'newest' ? desc(refundRequests.createdAt) : asc(refundRequests.createdAt),
      order === 'newest' ? desc(refundRequests.id) : asc(refundRequests.id),
    )
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      refundId: refundLines.refundId,
      orderLineId: refundLines.orderLineId,
      quantity: refundLines.quantity,
      amount: refundLines.amount,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
    })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(
      inArray(
        refundLines.refundId,
        rows.map((row) => row.refund.id),
      ),
    )
    .orderBy(asc(refundLines.orderLineId));
  return rows.map(({ refund, orderNumber, customer }) => ({
    row: refund,
    customer,
    id: refund.id,
    order: { id: refund.orderId, number: orderNumber },
    status: refund.status,
    reason: refund.reason,
    destination: refund.destination,
    currency: refund.currency,
    requestedAmount: refund.requestedAmount,
    approvedAmount: refund.approvedAmount,
    decisionNote: refund.decisionNote,
    lines: lines
      .filter((line) => line.refundId === refund.id)
      .map(({ refundId: _refundId, ...line }) => line),
    createdAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  }));
}

function shopperView(refund: Refund & { row: RefundRow }): Refund {
  const {
    row: _row,
    customer: _customer,
    ...view
  } = refund as Refund & {
    row: RefundRow;
    customer: unknown;
  };
  return view;
}

function staffView(
  refund: Refund & { row: RefundRow; customer: typeof customers.$inferSelect },
  paymentMethod: PaymentMethod,
  firstApprovers: Map<number, string>,
): StaffRefund {
  const { row, customer } = refund;
  return {
    ...shopperView(refund),
    customer: { id: customer.id, email: customer.email, name: customer.name },
    paymentMethod,
    parts:
      row.destinationAmount === null
        ? null
        : {
            destination: row.destinationAmount,
            wallet: row.walletAmount ?? 0,
            points: row.pointsAmount ?? 0,
          },
    payout: (row.payout as StaffRefund['payout']) ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
    providerRef: row.providerRef,
    firstApproval:
      row.firstApprovedBy === null ||
      row.firstApprovedAmount === null ||
      row.firstApprovedAt === null ||
      row.status !== 'requested'
        ? null
        : {
            staffId: row.firstApprovedBy,
            staffName: firstApprovers.get(row.firstApprovedBy) ?? '',
            amount: row.firstApprovedAmount,
            at: row.firstApprovedAt.toISOString(),
          },
  };
}

/** The names of the staff members who gave the refunds' first approvals, by id. */
async function firstApproversOf(db: Database, rows: { row: RefundRow }[]) {
  const ids = [
    ...new Set(
      rows.flatMap(({ row }) => (row.firstApprovedBy === null ? [] : [row.firstApprovedBy])),
    ),
  ];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, ids));
  return new Map(found.map((member) => [member.id, member.name]));
}

function pageOf<T>(items: T[], page: number, pageSize: number, total: number) {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** A page of the customer's refunds, newest first (Refund History). */
export async function customerRefundPage(
  db: Database,
  customerId: number,
  page: number,
  pageSize: number,
) {
  const own = eq(refundRequests.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    readRefunds(db, own, 'newest', { limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ n: count() }).from(refundRequests).where(own),
  ]);
  return pageOf(rows.map(shopperView), page, pageSize, counted?.n ?? 0);
}

/** A page of every refund (of one status), oldest first: the longest waiting come first. */
export async function staffRefundPage(
  db: Database,
  query: { status?: RefundRow['status']; page: number; pageSize: number },
) {
  const where = query.status ? eq(refundRequests.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    readRefunds(db, where, 'oldest', {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db.select({ n: count() }).from(refundRequests).where(where),
  ]);
  const [methods, firstApprovers] = await Promise.all([
    paymentMethodsOf(
      db,
      rows.map((row) => row.order.id),
    ),
    firstApproversOf(db, rows),
  ]);
  return pageOf(
    rows.map((row) => staffView(row, methods.get(row.order.id) ?? 'cod', firstApprovers)),
    query.page,
    query.pageSize,
    counted?.n ?? 0,
  );
}

async function paymentMethodsOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, PaymentMethod>();
  const rows = await db
    .select({ id: orders.id, method: orders.paymentMethod })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.method]));
}

/** One refund as staff see it. */
export async function staffRefund(db: Database, refundId: number): Promise<StaffRefund> {
  const [refund] = await readRefunds(db, eq(refundRequests.id, refundId), 'newest');
  if (!refund) throw refundNotFound(refundId);
  const [methods, firstApprovers] = await Promise.all([
    paymentMethodsOf(db, [refund.order.id]),
    firstApproversOf(db, [refund]),
  ]);
  return staffView(refund, methods.get(refund.order.id) ?? 'cod', firstApprovers);
}

/** What of the customer's order can be refunded, and where to (404 for another's order). */
export async function refundOptions(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<RefundOptions> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw orderNotFound(orderId, 'query.orderId');
  const [lines, taken, [payout]] = await Promise.all([
    linesOf(db, orderId),
    takenUnits(db, orderId),
    db
      .select({ id: payoutDetails.customerId })
      .from(payoutDetails)
      .where(eq(payoutDetails.customerId, customerId)),
  ]);
  const refundable = lines.map((line) => ({
    orderLineId: line.id,
    name: line.name,
    nameEn: line.nameEn,
    quantity: line.quantity,
    refundableQuantity: Math.max(line.quantity - (taken.get(line.id) ?? 0), 0),
  }));
  return {
    orderId,
    orderNumber: order.number,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    refundable:
      order.status === 'delivered' && refundable.some((line) => line.refundableQuantity > 0),
    lines: refundable,
    destinations: destinationsOf(order),
    payoutDetailsSaved: payout !== undefined,
  };
}

// ── The shopper asks ───────────────────────────────────────────────────────────────────────

/**
 * The shopper asks for a refund of units of their delivered order. Under the customer's lock
 * (their open requests are counted: at most MAX_OPEN_REFUNDS) and the order's (the units left
 * are counted), the amount is computed from what was paid for those units: a request can never
 * ask for units already asked for, so the order's requests never add up to more than was paid.
 */
export async function requestRefund(
  db: Database,
  customerId: number,
  clientIp: string,
  request: RefundRequest,
): Promise<Refund> {
  await hitRateLimits(db, [
    [`refund:${customerId}`, refundRateLimits.perCustomer],
    [`refund-ip:${clientIp}`, refundRateLimits.perClient],
  ]);
  const refundId = await db.transaction(async (tx) => {
    // The customer first, then the order: the order every refund path takes its locks in.
    await lockLedgers(tx, customerId);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, request.orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw orderNotFound(request.orderId);
    if (order.status !== 'delivered') {
      throw new ApiHttpError(
        409,
        'order_status_conflict',
        `Only a delivered order can be refunded (this one is ${order.status})`,
        'body.orderId',
      );
    }
    if (!destinationsOf(order).includes(request.destination)) {
      throw new ApiHttpError(
        409,
        'refund_destination_unavailable',
        `This order's money cannot go back to ${request.destination}`,
        'body.destination',
      );
    }
    if (request.destination === 'payout') {
      const [saved] = await tx
        .select({ id: payoutDetails.customerId })
        .from(payoutDetails)
        .where(eq(payoutDetails.customerId, customerId));
      if (!saved) {
        throw new ApiHttpError(
          409,
          'payout_details_missing',
          'Save your payout details first',
          'body.destination',
        );
      }
    }
    const [open] = await tx
      .select({ n: count() })
      .from(refundRequests)
      .where(
        and(eq(refundRequests.customerId, customerId), eq(refundRequests.status, 'requested')),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_REFUNDS) {
      const error = new ApiHttpError(
        409,
        'refunds_full',
        `At most ${MAX_OPEN_REFUNDS} refund requests may wait for a decision`,
      );
      error.errors[0] = { ...error.errors[0]!, limit: MAX_OPEN_REFUNDS };
      throw error;
    }

    const lines = await linesOf(tx, order.id);
    const takenLines = await takenOfLines(tx, order.id);
    const taken = new Map([...takenLines].map(([lineId, { units }]) => [lineId, units]));
    const shares = discountShares(lines, order.discount);
    const asked = new Map(request.lines.map((line) => [line.orderLineId, line.quantity]));
    const priced: { orderLineId: number; quantity: number; amount: number }[] = [];
    for (const [index, wanted] of request.lines.entries()) {
      const line = lines.find((candidate) => candidate.id === wanted.orderLineId);
      const left = line ? line.quantity - (taken.get(line.id) ?? 0) : 0;
      if (!line || wanted.quantity > left) {
        const error = new ApiHttpError(
          409,
          'refund_quantity_exceeded',
          line ? `Only ${left} of this line can still be refunded` : 'No such line in this order',
          `body.lines.${index}.quantity`,
        );
        error.errors[0] = { ...error.errors[0]!, limit: Math.max(left, 0) };
        throw error;
      }
      // The line's net spread over its units; the units that complete the line get exactly what
      // is left of it (after rejections, earlier requests may hold any of its units).
      const net = line.lineTotal - (shares.get(line.id) ?? 0);
      const before = takenLines.get(line.id) ?? { units: 0, amount: 0 };
      const amount =
        wanted.quantity === left
          ? net - before.amount
          : Math.min(
              unitsAmount(net, line.quantity, before.units, wanted.quantity),
              net - before.amount,
            );
      priced.push({ orderLineId: line.id, quantity: wanted.quantity, amount });
    }
    // The delivery fee comes back with the order's last units.
    const takesTheRest = lines.every(
      (line) => (taken.get(line.id) ?? 0) + (asked.get(line.id) ?? 0) >= line.quantity,
    );
    const withFee = takesTheRest && !(await feeTaken(tx, order.id));
    const requestedAmount =
      priced.reduce((sum, line) => sum + line.amount, 0) + (withFee ? order.deliveryFee : 0);
    if (requestedAmount <= 0) {
      throw new ApiHttpError(409, 'nothing_to_refund', 'These items were free: nothing to refund');
    }
    // What the order's requests take can never pass what was paid (true by the units above;
    // checked again here, in the same locked transaction).
    const [claimed] = await tx
      .select({
        sum: sql<number>`coalesce(sum(coalesce(${refundRequests.approvedAmount}, ${refundRequests.requestedAmount})), 0)::int`,
      })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.orderId, order.id),
          inArray(refundRequests.status, [...takenStatuses]),
        ),
      );
    if ((claimed?.sum ?? 0) + requestedAmount > paidOf(order)) {
      throw new ApiHttpError(
        409,
        'refund_quantity_exceeded',
        'This would refund more than was paid for the order',
        'body.lines',
      );
    }
    const [inserted] = await tx
      .insert(refundRequests)
      .values({
        orderId: order.id,
        customerId,
        reason: request.reason,
        destination: request.destination,
        currency: order.currency,
        requestedAmount,
      })
      .returning({ id: refundRequests.id });
    if (!inserted) throw new Error('refund insert returned nothing');
    await tx.insert(refundLines).values(priced.map((line) => ({ refundId: inserted.id, ...line })));
    return inserted.id;
  });
  const [refund] = await readRefunds(db, eq(refundRequests.id, refundId), 'newest');
  if (!refund) throw refundNotFound(refundId);
  return shopperView(refund);
}

// ── Staff decide ───────────────────────────────────────────────────────────────────────────

const refundReason = (number: string): EntryReason => ({
  name: `استرداد الطلب ${number}`,
  nameEn: `Refund of order ${number}`,
});
const takenBackReason = (number: string): EntryReason => ({
  name: `نقاط الطلب ${number} المسترد`,
  nameEn: `Points of refunded order ${number} taken back`,
});

function approvedNotification(number: string, amount: number, currency: string): NewNotification {
  const money = moneyText(amount, currency);
  return {
    name: 'تمت الموافقة على الاسترداد',
    nameEn: 'Refund approved',
    body: `وافقنا على استرداد ${money.ar} من الطلب ${number}.`,
    bodyEn: `We approved a refund of ${money.en} for order ${number}.`,
  };
}

function rejectedNotification(number: string, note: string | null): NewNotification {
  return {
    name: 'تم رفض طلب الاسترداد',
    nameEn: 'Refund declined',
    body: `لم نوافق على طلب الاسترداد للطلب ${number}.${note ? ` ${note}` : ''}`,
    bodyEn: `We could not approve the refund request for order ${number}.${note ? ` ${note}` : ''}`,
  };
}

function paidNotification(number: string, amount: number, currency: string): NewNotification {
  const money = moneyText(amount, currency);
  return {
    name: 'تم رد المبلغ',
    nameEn: 'Refund paid',
    body: `أعدنا ${money.ar} من الطلب ${number}.`,
    bodyEn: `We paid back ${money.en} for order ${number}.`,
  };
}

function failedNotification(number: string): NewNotification {
  return {
    name: 'تعذر رد المبلغ',
    nameEn: 'Refund not paid yet',
    body: `تعذر رد مبلغ الطلب ${number} حتى الآن؛ سيتابع فريقنا ذلك.`,
    bodyEn: `We could not pay back the refund for order ${number} yet; our team is on it.`,
  };
}

/** The refund and its order, locked in this order: the customer, then the order. */
async function lockRefund(tx: Database, refundId: number) {
  const [found] = await tx
    .select({ customerId: refundRequests.customerId, orderId: refundRequests.orderId })
    .from(refundRequests)
    .where(eq(refundRequests.id, refundId));
  if (!found) throw refundNotFound(refundId);
  await lockLedgers(tx, found.customerId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [refund] = await tx.select().from(refundRequests).where(eq(refundRequests.id, refundId));
  if (!order || !refund) throw refundNotFound(refundId);
  return { order, refund };
}

/**
 * Staff approve a request, all of it or `amount` of it. In one transaction, under the
 * customer's and the order's locks: the conditional move to `approved` (of 20 approvals at once,
 * one moves it; the others answer 409 and write nothing), the parts (refund-money.ts), the
 * wallet and points credits, the earned points taken back, the audit row and the shopper's
 * notification. Money for the wallet is back at once (`refunded`); a payout waits for staff to
 * pay it; the original payment's part is sent to the provider after the commit
 * ({@link payRefund}), its first try leased here.
 */
export async function approveRefund(
  context: RefundContext,
  staffId: number,
  refundId: number,
  decision: ApproveRefundRequest,
): Promise<StaffRefund> {
  const needsProvider = await context.db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, refundId);
    if (refund.status !== 'requested') {
      throw new ApiHttpError(
        409,
        'refund_status_conflict',
        `Refund ${refundId} was decided already (${refund.status})`,
      );
    }
    // A second approval with no amount approves what the first one did.
    const amount = decision.amount ?? refund.firstApprovedAmount ?? refund.requestedAmount;
    if (amount > refund.requestedAmount) {
      throw new ApiHttpError(
        409,
        'refund_amount_exceeded',
        `At most the ${refund.requestedAmount} asked for can be approved`,
        'body.amount',
      );
    }
    const threshold = context.secondApprovalAbove ?? DEFAULT_REFUND_SECOND_APPROVAL_ABOVE;
    if (amount > threshold) {
      if (refund.firstApprovedBy === null) {
        // The first of two approvals: kept, audited, and nothing else moves yet.
        await tx
          .update(refundRequests)
          .set({
            firstApprovedBy: staffId,
            firstApprovedAmount: amount,
            firstApprovedAt: sql`now()`,
          })
          .where(eq(refundRequests.id, refundId));
        await recordStaffAction(tx, {
          staffId,
          action: 'refund.first_approval',
          subjectType: 'refund',
          subjectId: refundId,
          detail: { orderId: order.id, approved: amount, threshold, note: decision.note ?? null },
        });
        return false;
      }
      if (refund.firstApprovedBy === staffId) {
        throw new ApiHttpError(
          409,
          'second_approval_required',
          `A refund above ${threshold} needs another staff member's approval`,
        );
      }
      if (amount !== refund.firstApprovedAmount) {
        throw new ApiHttpError(
          409,
          'approval_amount_mismatch',
          `The second approval must be of the first one's ${refund.firstApprovedAmount}`,
          'body.amount',
        );
      }
    }
    const [before] = await tx
      .select({ sum: sql<number>`coalesce(sum(${refundRequests.approvedAmount}), 0)::int` })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.orderId, order.id),
          inArray(refundRequests.status, [...approvedStatuses]),
        ),
      );
    const approvedBefore = before?.sum ?? 0;
    const paid = paymentsOf(order);
    const parts = refundParts(paid, approvedBefore, amount);
    const payout =
      refund.destination === 'payout' ? await payoutOf(tx, refund.customerId) : undefined;
    if (refund.destination === 'payout' && !payout && parts.destination > 0) {
      throw new ApiHttpError(
        409,
        'payout_details_missing',
        'The shopper has no payout details saved',
      );
    }
    const toProvider = refund.destination === 'original' && parts.destination > 0;
    await transitionRefund(tx, refundId, 'requested', 'approved', {
      approvedAmount: amount,
      decidedBy: staffId,
      decidedAt: sql`now()`,
      decisionNote: decision.note || null,
      destinationAmount: parts.destination,
      walletAmount: parts.wallet,
      pointsAmount: parts.points,
      payout: payout ?? null,
      attempts: toProvider ? 1 : 0,
      nextAttemptAt: toProvider
        ? sql`now() + make_interval(secs => ${retryDelaySeconds(1)})`
        : null,
    });
    const toWallet = parts.wallet + (refund.destination === 'wallet' ? parts.destination : 0);
    const reason = refundReason(order.number);
    if (toWallet > 0)
      await creditAccount(tx, refund.customerId, 'wallet', toWallet, reason, order.id);
    if (parts.points > 0) {
      await creditAccount(tx, refund.customerId, 'points', parts.points, reason, order.id);
    }
    // The points this money earned on delivery go (as far as the balance allows).
    const earned =
      order.currency === WALLET_CURRENCY ? pointsEarned(order.total + order.wallet) : 0;
    const takeBack = Math.min(
      pointsToTakeBack(paid, earned, approvedBefore, amount),
      await balanceOf(tx, refund.customerId, 'points'),
    );
    if (takeBack > 0) {
      await tx.insert(ledgerEntries).values({
        customerId: refund.customerId,
        account: 'points',
        kind: 'debit',
        amount: -takeBack,
        orderId: order.id,
        ...takenBackReason(order.number),
      });
    }
    // Nothing left for a provider or a payout: the money is back already.
    if (refund.destination === 'wallet' || parts.destination === 0) {
      await transitionRefund(tx, refundId, 'approved', 'refunded', {
        refundedAt: sql`now()`,
      });
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'refund.approve',
      subjectType: 'refund',
      subjectId: refundId,
      detail: {
        orderId: order.id,
        requested: refund.requestedAmount,
        approved: amount,
        parts,
        pointsTakenBack: takeBack,
        note: decision.note ?? null,
      },
    });
    await notify(tx, refund.customerId, approvedNotification(order.number, amount, order.currency));
    return toProvider;
  });
  if (needsProvider) await payRefund(context, refundId);
  return staffRefund(context.db, refundId);
}

/** Staff reject a request: its units may be asked for again. */
export async function rejectRefund(
  db: Database,
  staffId: number,
  refundId: number,
  note: string | undefined,
): Promise<StaffRefund> {
  await db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, refundId);
    await transitionRefund(tx, refundId, 'requested', 'rejected', {
      decidedBy: staffId,
      decidedAt: sql`now()`,
      decisionNote: note || null,
    });
    await recordStaffAction(tx, {
      staffId,
      action: 'refund.reject',
      subjectType: 'refund',
      subjectId: refundId,
      detail: { orderId: order.id, requested: refund.requestedAmount, note: note ?? null },
    });
    await notify(tx, refund.customerId, rejectedNotification(order.number, note || null));
  });
  return staffRefund(db, refundId);
}

/** Staff paid an approved payout out (by bank transfer or PayPal): it is refunded. */
export async function markPayoutPaid(
  db: Database,
  staffId: number,
  refundId: number,
  paid: { reference: string; note?: string | undefined },
): Promise<StaffRefund> {
  await db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, refundId);
    if (refund.destination !== 'payout') {
      throw new ApiHttpError(
        409,
        'refund_status_conflict',
        'Only a payout is marked paid by staff',
      );
    }
    await transitionRefund(tx, refundId, 'approved', 'refunded', {
      providerRef: paid.reference,
      refundedAt: sql`now()`,
    });
    await recordStaffAction(tx, {
      staffId,
      action: 'refund.paid',
      subjectType: 'refund',
      subjectId: refundId,
      detail: { orderId: order.id, reference: paid.reference, note: paid.note ?? null },
    });
    await notify(
      tx,
      refund.customerId,
      paidNotification(order.number, refund.destinationAmount ?? 0, order.currency),
    );
  });
  return staffRefund(db, refundId);
}

/** Staff try a failed provider refund again (the same idempotency key: never a second refund). */
export async function retryRefund(
  context: RefundContext,
  staffId: number,
  refundId: number,
  note: string | undefined,
): Promise<StaffRefund> {
  await context.db.transaction(async (tx) => {
    const { order, refund } = await lockRefund(tx, refundId);
    if (refund.destination !== 'original') {
      throw new ApiHttpError(
        409,
        'refund_status_conflict',
        'Only a refund to the original payment is tried again',
      );
    }
    await transitionRefund(tx, refundId, 'failed', 'approved', {
      attempts: 1,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(1)})`,
      lastError: null,
    });
    await recordStaffAction(tx, {
      staffId,
      action: 'refund.retry',
      subjectType: 'refund',
      subjectId: refundId,
      detail: { orderId: order.id, note: note ?? null },
    });
  });
  await payRefund(context, refundId);
  return staffRefund(context.db, refundId);
}

// ── Paying back through the provider ───────────────────────────────────────────────────────

/** The paid payment of the refund's order (its placement's), with the provider that took it. */
async function paymentOfRefund(db: Database, refund: RefundRow) {
  const [payment] = await db
    .select({ provider: payments.provider, providerRef: payments.providerRef })
    .from(payments)
    .innerJoin(orders, eq(orders.checkoutId, payments.checkoutId))
    .where(
      and(
        eq(orders.id, refund.orderId),
        eq(payments.status, 'paid'),
        isNotNull(payments.providerRef),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/**
 * One try of an approved refund's provider part, already leased by the caller (the approval,
 * a retry, or {@link payDueRefunds}): asks the provider with the refund's idempotency key and
 * a deadline, outside any transaction; then moves it to `refunded` (confirmed) or `failed`
 * (refused, or out of tries), or leaves it for the next try. Never throws.
 */
export async function payRefund(context: RefundContext, refundId: number): Promise<void> {
  const { db, log } = context;
  try {
    const [refund] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId));
    if (!refund || refund.status !== 'approved' || refund.destination !== 'original') return;
    const [order] = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    const payment = await paymentOfRefund(db, refund);
    const provider = payment ? context.providers.byName.get(payment.provider) : undefined;
    let outcome: { state: 'refunded' | 'pending' | 'refused' | 'unavailable'; detail: string };
    if (!payment?.providerRef) {
      outcome = { state: 'refused', detail: 'no_paid_payment' };
    } else if (!provider) {
      outcome = { state: 'unavailable', detail: `provider ${payment.provider} not configured` };
    } else {
      try {
        const result = await provider.refund({
          providerRef: payment.providerRef,
          amount: refund.destinationAmount ?? 0,
          currency: refund.currency,
          idempotencyKey: `refund-${refund.id}`,
          reason: refund.reason,
        });
        outcome =
          result.state === 'refused'
            ? { state: 'refused', detail: result.reason }
            : { state: result.state, detail: result.refundRef };
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        outcome = { state: 'unavailable', detail: error.message };
      }
    }
    const number = order?.number ?? String(refund.orderId);
    if (outcome.state === 'refunded') {
      await db.transaction(async (tx) => {
        await transitionRefund(tx, refundId, 'approved', 'refunded', {
          providerRef: outcome.detail,
          refundedAt: sql`now()`,
          nextAttemptAt: null,
          lastError: null,
        });
        await notify(
          tx,
          refund.customerId,
          paidNotification(number, refund.destinationAmount ?? 0, refund.currency),
        );
      });
      return;
    }
    const outOfTries = refund.attempts >= MAX_REFUND_ATTEMPTS;
    if (outcome.state === 'refused' || outOfTries) {
      await db.transaction(async (tx) => {
        await transitionRefund(tx, refundId, 'approved', 'failed', {
          lastError: outcome.detail.slice(0, 500),
          nextAttemptAt: null,
        });
        await notify(tx, refund.customerId, failedNotification(number));
      });
      log.warn({ refundId, reason: outcome.detail }, 'refund failed at the provider');
      return;
    }
    // Pending or unreachable: the lease taken for this try says when the next one comes.
    await db
      .update(refundRequests)
      .set({
        lastError: outcome.state === 'pending' ? null : outcome.detail.slice(0, 500),
        providerRef: outcome.state === 'pending' ? outcome.detail : refund.providerRef,
      })
      .where(and(eq(refundRequests.id, refundId), eq(refundRequests.status, 'approved')));
  } catch (error) {
    // Another process moved it meanwhile (409), or the database failed: the next try decides.
    log.warn({ err: error, refundId }, 'refund try did not finish');
  }
}

/**
 * The job's work (cluster/jobs.ts, every minute): each approved refund to an original payment
 * whose next try is due is leased by one conditional statement (the next try moved ahead, the
 * tries counted), so a refund is tried by one process at a time, then tried.
 */
export async function payDueRefunds(context: RefundContext, limit = 50): Promise<number> {
  const due = await context.db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.status, 'approved'),
        eq(refundRequests.destination, 'original'),
        lte(refundRequests.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(refundRequests.nextAttemptAt))
    .limit(limit);
  let tried = 0;
  for (const { id } of due) {
    const [leased] = await context.db
      .update(refundRequests)
      .set({
        attempts: sql`${refundRequests.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => least(${FIRST_RETRY_SECONDS} * power(2, ${refundRequests.attempts})::int, ${LONGEST_WAIT_SECONDS}))`,
      })
      .where(
        and(
          eq(refundRequests.id, id),
          eq(refundRequests.status, 'approved'),
          lte(refundRequests.nextAttemptAt, sql`now()`),
        ),
      )
      .returning({ id: refundRequests.id });
    if (!leased) continue;
    await payRefund(context, id);
    tried += 1;
  }
  return tried;
}
