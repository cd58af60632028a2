import {
  SELLER_COMMISSION_DEFAULT_BPS,
  SELLER_STATEMENT_PERIODS_MAX,
  type SellerStatement,
  type SellerStatementLine,
  type SellerStatementTotal,
  type StaffSellerCommission,
} from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { sellerCommissionRates, sellers } from '#src/db/schema.ts';
import { notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// A seller's statements and the commission staff set (issue 17). The rules (what a sale is,
// what commission applies to, its rounding, refunds, payout) are written once, beside the
// schemas, in packages/core/src/sellers/seller-statement-schemas.ts; this computes them in one
// query, so the lines, the totals and the order ledger agree to the minor unit.

/** The shop's clock: Riyadh, UTC+3 all year (no daylight saving), as the delivery slots'. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';
const SHOP_UTC_OFFSET_HOURS = 3;

/** The instants [from, to) of a `YYYY-MM` month in the shop's time zone. */
export function periodBounds(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const offset = SHOP_UTC_OFFSET_HOURS * 3_600_000;
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - offset),
    to: new Date(Date.UTC(year, month, 1) - offset),
  };
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface LineRow {
  order_id: number;
  number: string;
  currency: string;
  delivered_at: string;
  sold: boolean;
  goods: string | number;
  delivery_fee: string | number;
  rate_bps: number;
  commission: string | number;
  refunds: string | number;
}

/**
 * The statement lines of the store for [from, to): one per order delivered then (its sale and
 * commission) or refunded then (its refunds), whichever store brand and currency. The rate is
 * the seller's last one starting at or before the delivery (else the default, which applied
 * before any was set); commission rounds half up per order.
 */
function statementLines(storeId: number, from: Date, to: Date) {
  return sql`
    with delivered as (
      select o.id, o.number, o.currency, o.subtotal, o.discount, o.delivery_fee,
        (select min(e.created_at) from order_status_events e
          where e.order_id = o.id and e.status = 'delivered') as delivered_at
      from orders o
      join brands b on b.id = o.brand_id
      where b.store_id = ${storeId} and o.status = 'delivered'
    ),
    refunded as (
      select r.order_id, sum(r.approved_amount)::bigint as refunds
      from refund_requests r
      where r.status = 'refunded' and r.refunded_at >= ${from} and r.refunded_at < ${to}
        and r.order_id in (select id from delivered)
      group by r.order_id
    ),
    lines as (
      select d.*, coalesce(f.refunds, 0)::bigint as refunds,
        (d.delivered_at >= ${from} and d.delivered_at < ${to}) as sold,
        coalesce((select c.rate_bps from seller_commission_rates c
            join sellers s on s.id = c.seller_id
            where s.store_id = ${storeId} and c.starts_at <= d.delivered_at
            order by c.starts_at desc, c.id desc limit 1),
          ${SELLER_COMMISSION_DEFAULT_BPS})::int as rate_bps
      from delivered d
      left join refunded f on f.order_id = d.id
      where (d.delivered_at >= ${from} and d.delivered_at < ${to}) or f.order_id is not null
    )
    select id as order_id, number, currency, ${iso('delivered_at')} as delivered_at, sold,
      case when sold then (subtotal - discount)::bigint else 0 end as goods,
      case when sold then delivery_fee::bigint else 0 end as delivery_fee,
      rate_bps,
      case when sold then ((subtotal - discount)::bigint * rate_bps + 5000) / 10000 else 0 end
        as commission,
      refunds
    from lines`;
}

function toLine(row: LineRow): SellerStatementLine {
  const goods = Number(row.goods);
  const deliveryFee = Number(row.delivery_fee);
  const commission = Number(row.commission);
  const refunds = Number(row.refunds);
  const sales = goods + deliveryFee;
  return {
    orderId: Number(row.order_id),
    number: row.number,
    currency: row.currency,
    deliveredAt: row.delivered_at,
    sold: row.sold === true || String(row.sold) === 't',
    goods,
    deliveryFee,
    sales,
    rateBps: Number(row.rate_bps),
    commission,
    refunds,
    payout: sales - commission - refunds,
  };
}

/** The seller's current rate. */
async function currentRate(db: Database, storeId: number): Promise<number> {
  const [seller] = await db
    .select({ rateBps: sellers.commissionBps })
    .from(sellers)
    .where(eq(sellers.storeId, storeId));
  return seller?.rateBps ?? SELLER_COMMISSION_DEFAULT_BPS;
}

/**
 * The store's statement of `period`: totals per currency over every line, and a page of the
 * lines by delivery time then order.
 */
export async function readSellerStatement(
  db: Database,
  storeId: number,
  query: { period: string; page: number; pageSize: number },
): Promise<SellerStatement> {
  const { from, to } = periodBounds(query.period);
  const lines = statementLines(storeId, from, to);
  const totalsResult: unknown = await db.execute(sql`
    with statement as (${lines})
    select currency, count(*) filter (where sold)::int as orders,
      sum(goods)::bigint as goods, sum(delivery_fee)::bigint as delivery_fee,
      sum(commission)::bigint as commission, sum(refunds)::bigint as refunds,
      count(*)::int as lines
    from statement group by currency order by currency`);
  const totalRows = (totalsResult as { rows: Record<string, string | number>[] }).rows;
  const totals: SellerStatementTotal[] = totalRows.map((row) => {
    const goods = Number(row.goods);
    const deliveryFee = Number(row.delivery_fee);
    const commission = Number(row.commission);
    const refunds = Number(row.refunds);
    const sales = goods + deliveryFee;
    return {
      currency: String(row.currency),
      orders: Number(row.orders),
      goods,
      deliveryFee,
      sales,
      commission,
      refunds,
      payout: sales - commission - refunds,
    };
  });
  const total = totalRows.reduce((sum, row) => sum + Number(row.lines), 0);
  const pageResult: unknown = await db.execute(sql`
    with statement as (${lines})
    select * from statement order by delivered_at, order_id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return {
    period: query.period,
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: SHOP_TIME_ZONE,
    rateBps: await currentRate(db, storeId),
    totals,
    lines: {
      items: (pageResult as { rows: LineRow[] }).rows.map(toLine),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    },
  };
}

/** The months (`YYYY-MM`, shop time) with a delivery or a paid refund of the store, newest first. */
export async function readStatementPeriods(db: Database, storeId: number): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select distinct to_char((t at time zone 'UTC') + make_interval(hours => ${SHOP_UTC_OFFSET_HOURS}),
      'YYYY-MM') as period
    from (
      select e.created_at as t from order_status_events e
      join orders o on o.id = e.order_id join brands b on b.id = o.brand_id
      where b.store_id = ${storeId} and e.status = 'delivered'
      union all
      select r.refunded_at from refund_requests r
      join orders o on o.id = r.order_id join brands b on b.id = o.brand_id
      where b.store_id = ${storeId} and r.status = 'refunded'
    ) activity
    order by period desc
    limit ${SELLER_STATEMENT_PERIODS_MAX}`);
  return (result as { rows: { period: string }[] }).rows.map((row) => row.period);
}

/** The seller account opened for application `applicationId`, or 404 (none yet, or unknown). */
async function sellerOfApplication(db: Database, applicationId: number) {
  const [seller] = await db
    .select({ id: sellers.id, rateBps: sellers.commissionBps })
    .from(sellers)
    .where(eq(sellers.applicationId, applicationId));
  if (!seller) throw notFound('Seller of application', applicationId);
  return seller;
}

/** The commission of the seller that application `applicationId` opened (404 when none). */
export async function readCommission(
  db: Database,
  applicationId: number,
): Promise<StaffSellerCommission> {
  const seller = await sellerOfApplication(db, applicationId);
  return { sellerId: seller.id, rateBps: seller.rateBps };
}

/**
 * Sets the seller's rate from now on: under the seller row's lock (two changes at once are
 * applied one after the other, the history in the same order), the rate, its history row and
 * the audit record in one transaction. Orders delivered before keep the rate they had.
 */
export async function changeCommission(
  db: Database,
  staffId: number,
  applicationId: number,
  rateBps: number,
): Promise<StaffSellerCommission> {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellers.id, rateBps: sellers.commissionBps })
      .from(sellers)
      .where(eq(sellers.applicationId, applicationId))
      .for('update');
    if (!seller) throw notFound('Seller of application', applicationId);
    await tx
      .update(sellers)
      .set({ commissionBps: rateBps, updatedAt: new Date() })
      .where(eq(sellers.id, seller.id));
    await tx
      .insert(sellerCommissionRates)
      .values({ sellerId: seller.id, rateBps, staffId, startsAt: sql`clock_timestamp()` });
    await recordStaffAction(tx, {
      staffId,
      action: 'seller.commission',
      subjectType: 'seller_application',
      subjectId: applicationId,
      detail: { sellerId: seller.id, from: seller.rateBps, to: rateBps },
    });
    return { sellerId: seller.id, rateBps };
  });
}
