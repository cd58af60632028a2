import {
  couponTermsIssues,
  type CouponCreate,
  type CouponStatus,
  type CouponTerms,
  type CouponUpdate,
  type StaffCoupon,
  type StaffCouponDetail,
  type StaffCouponListQuery,
  type StaffCouponPage,
} from '@shop/core/schemas';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import {
  brands,
  couponRedemptions,
  coupons,
  currencies,
  customers,
  orders,
} from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { normalizeCouponCode } from './coupons-service.ts';

// Coupons as staff run them (issue 17): a page of them with their usage, one with its uses,
// create, edit, pause and resume, each change in the audit record in its own transaction. The
// checkout reads the same rows (coupons-service.ts): a pause counts from its commit on.

type CouponRow = typeof coupons.$inferSelect;

/** The state a coupon is in now, as SQL (the same rule as {@link statusOf}). */
const statusSql = sql<CouponStatus>`case
  when ${coupons.pausedAt} is not null then 'paused'
  when ${coupons.endsAt} is not null and ${coupons.endsAt} <= now() then 'expired'
  when ${coupons.startsAt} is not null and ${coupons.startsAt} > now() then 'scheduled'
  else 'active' end`;

/** The coupons of one state, as a condition. */
function ofStatus(status: CouponStatus): SQL | undefined {
  const ended = and(isNotNull(coupons.endsAt), sql`${coupons.endsAt} <= now()`);
  const toCome = and(isNotNull(coupons.startsAt), sql`${coupons.startsAt} > now()`);
  switch (status) {
    case 'paused':
      return isNotNull(coupons.pausedAt);
    case 'expired':
      return and(isNull(coupons.pausedAt), ended);
    case 'scheduled':
      return and(isNull(coupons.pausedAt), sql`not coalesce(${ended}, false)`, toCome);
    case 'active':
      return and(
        isNull(coupons.pausedAt),
        sql`not coalesce(${ended}, false)`,
        sql`not coalesce(${toCome}, false)`,
      );
  }
}

// Qualified by hand: in a one-table select drizzle names its columns bare, which a subquery
// would read as its own table's.
const couponId = sql.raw('"coupons"."id"');

const usageOf = (status: 'held' | 'used') =>
  sql<number>`(select count(*)::int from ${couponRedemptions} as r
    where r.coupon_id = ${couponId} and r.status = ${status})`;

const couponFields = {
  coupon: coupons,
  status: statusSql,
  held: usageOf('held'),
  used: usageOf('used'),
  discountGiven: sql<number>`(select coalesce(sum(r.discount), 0)::int from ${couponRedemptions}
    as r where r.coupon_id = ${couponId} and r.status = 'used')`,
};

interface CouponRead {
  coupon: CouponRow;
  status: CouponStatus;
  held: number;
  used: number;
  discountGiven: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toStaffCoupon(row: CouponRead, storeCurrency: string): StaffCoupon {
  const { coupon } = row;
  return {
    id: coupon.id,
    code: coupon.code,
    name: coupon.name,
    nameEn: coupon.nameEn,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount,
    currency: coupon.currency,
    minSubtotal: coupon.minSubtotal,
    brandId: coupon.brandId,
    startsAt: iso(coupon.startsAt),
    endsAt: iso(coupon.endsAt),
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    firstOrderOnly: coupon.firstOrderOnly,
    status: row.status,
    pausedAt: iso(coupon.pausedAt),
    createdAt: coupon.createdAt.toISOString(),
    usage: {
      held: row.held,
      used: row.used,
      discountGiven: row.discountGiven,
      currency: coupon.currency ?? storeCurrency,
    },
  };
}

async function storeCurrencyOf(db: Database): Promise<string> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.isStoreCurrency, true))
    .limit(1);
  return row?.code ?? 'SAR';
}

/** A page of the coupons, newest first, of one state and/or whose code contains `q`. */
export async function readStaffCouponPage(
  db: Database,
  query: StaffCouponListQuery & { page: number; pageSize: number },
): Promise<StaffCouponPage> {
  const { page, pageSize } = query;
  const search = query.q ? normalizeCouponCode(query.q) : '';
  const where = and(
    query.status ? ofStatus(query.status) : undefined,
    search ? sql`strpos(${coupons.code}, ${search}) > 0` : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db
    .select(couponFields)
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = counted?.total ?? 0;
  const storeCurrency = await storeCurrencyOf(db);
  return {
    items: rows.map((row) => toStaffCoupon(row, storeCurrency)),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

async function readStaffCoupon(db: Database, id: number): Promise<StaffCoupon> {
  const [row] = await db.select(couponFields).from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound('Coupon', id);
  return toStaffCoupon(row, await storeCurrencyOf(db));
}

const REDEMPTIONS_PAGE_SIZE = 20;

/** The coupon with a page of its uses (newest first): who, which orders, held/used/released. */
export async function readStaffCouponDetail(
  db: Database,
  id: number,
  page: number,
): Promise<StaffCouponDetail> {
  const coupon = await readStaffCoupon(db, id);
  const pageSize = REDEMPTIONS_PAGE_SIZE;
  const [counted] = await db
    .select({ total: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, id));
  const rows = await db
    .select({
      id: couponRedemptions.id,
      status: couponRedemptions.status,
      discount: couponRedemptions.discount,
      createdAt: couponRedemptions.createdAt,
      customerId: customers.id,
      customerName: customers.name,
      orders: sql<{ id: number; number: string }[]>`coalesce((select json_agg(json_build_object(
          'id', o.id, 'number', o.number) order by o.id) from ${orders} as o
        where o.checkout_id = ${sql.raw('"coupon_redemptions"."checkout_id"')}), '[]'::json)`,
    })
    .from(couponRedemptions)
    .innerJoin(customers, eq(customers.id, couponRedemptions.customerId))
    .where(eq(couponRedemptions.couponId, id))
    .orderBy(desc(couponRedemptions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = counted?.total ?? 0;
  return {
    ...coupon,
    redemptions: {
      items: rows.map((row) => ({
        id: row.id,
        status: row.status,
        discount: row.discount,
        customer: { id: row.customerId, name: row.customerName },
        orders: row.orders,
        createdAt: row.createdAt.toISOString(),
      })),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    },
  };
}

/** 400 with every issue of the terms as a whole (the same rules as the form's). */
function checkTerms(terms: CouponTerms): void {
  const [issue] = couponTermsIssues(terms);
  if (issue) {
    throw new ApiHttpError(400, 'validation', issue.message, `body.${issue.field}`);
  }
}

/** 404 on `body.brandId` for no such brand; 400 `unknown_currency` for no such currency. */
async function checkReferences(db: Database, terms: CouponTerms): Promise<void> {
  if (terms.brandId !== null) {
    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, terms.brandId));
    if (!brand) throw notFound('Brand', terms.brandId, 'body.brandId');
  }
  if (terms.currency !== null) {
    const [currency] = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, terms.currency));
    if (!currency) {
      throw new ApiHttpError(
        400,
        'unknown_currency',
        `${terms.currency} is none of the shop's currencies`,
        'body.currency',
      );
    }
  }
}

const termsOf = (row: CouponRow): CouponTerms => ({
  name: row.name,
  nameEn: row.nameEn,
  kind: row.kind,
  value: row.value,
  maxDiscount: row.maxDiscount,
  currency: row.currency,
  minSubtotal: row.minSubtotal,
  brandId: row.brandId,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  firstOrderOnly: row.firstOrderOnly,
});

const columnsOf = (terms: CouponTerms) => ({
  ...terms,
  startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
  endsAt: terms.endsAt ? new Date(terms.endsAt) : null,
});

/**
 * Creates a coupon, its code upper-cased; 409 `coupon_code_taken` when a coupon has it (the
 * unique index decides, so two at once make one).
 */
export async function createStaffCoupon(
  db: Database,
  staffId: number,
  request: CouponCreate,
): Promise<StaffCoupon> {
  const { code, ...terms } = request;
  checkTerms(terms);
  await checkReferences(db, terms);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code: normalizeCouponCode(code), ...columnsOf(terms) })
      .onConflictDoNothing()
      .returning({ id: coupons.id, code: coupons.code });
    if (!row) {
      throw new ApiHttpError(409, 'coupon_code_taken', 'A coupon has this code', 'body.code');
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: row.id,
      detail: { code: row.code, kind: terms.kind, value: terms.value },
    });
    return row.id;
  });
  return readStaffCoupon(db, id);
}

/**
 * Changes the coupon's terms: the coupon after the change is checked as a whole (400), under
 * the row's lock, so two edits at once each see the other's result.
 */
export async function updateStaffCoupon(
  db: Database,
  staffId: number,
  id: number,
  change: CouponUpdate,
): Promise<StaffCoupon> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound('Coupon', id);
    const before = termsOf(row);
    const defined = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as Partial<CouponTerms>;
    const after: CouponTerms = { ...before, ...defined };
    checkTerms(after);
    await checkReferences(tx, after);
    await tx.update(coupons).set(columnsOf(after)).where(eq(coupons.id, id));
    const changed = Object.fromEntries(
      (Object.keys(defined) as (keyof CouponTerms)[])
        .filter((key) => before[key] !== after[key])
        .map((key) => [key, { from: before[key], to: after[key] }]),
    );
    await recordStaffAction(tx, {
      staffId,
      action: 'coupon.update',
      subjectType: 'coupon',
      subjectId: id,
      detail: changed,
    });
  });
  return readStaffCoupon(db, id);
}

/**
 * Pauses (refused at checkout from now on) or resumes the coupon. Pausing a paused coupon, or
 * resuming an active one, changes nothing and records nothing.
 */
export async function pauseStaffCoupon(
  db: Database,
  staffId: number,
  id: number,
  pause: boolean,
): Promise<StaffCoupon> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ pausedAt: pause ? sql`now()` : null })
      .where(
        and(eq(coupons.id, id), pause ? isNull(coupons.pausedAt) : isNotNull(coupons.pausedAt)),
      )
      .returning({ id: coupons.id });
    if (row) {
      await recordStaffAction(tx, {
        staffId,
        action: pause ? 'coupon.pause' : 'coupon.resume',
        subjectType: 'coupon',
        subjectId: id,
      });
      return;
    }
    const [exists] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
    if (!exists) throw notFound('Coupon', id);
  });
  return readStaffCoupon(db, id);
}
