import type {
  ModerationStatus,
  MyReview,
  OwnReview,
  ReviewPage,
  ReviewRequest,
  StaffReviewPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { customers, orderLines, orders, productReviews, products } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Product reviews (issue 15, R1.18): written by a shopper who received the product, public once
// a moderator approves them. A product's rating (`products.rating_average`, `rating_count`) is
// the average and count of its approved reviews, kept in the transaction of every moderation,
// so cards, the product page and its JSON-LD all follow approvals.

/** The moves a moderation may make, from each status; anything else is 409 `moderation_conflict`. */
export const reviewMoves: Readonly<Record<ModerationStatus, readonly ModerationStatus[]>> = {
  pending: ['approved', 'rejected'],
  // Taken down after all (a complaint, a mistake).
  approved: ['rejected'],
  // Reconsidered.
  rejected: ['approved'],
};

/** The first word of a name: what others see of a reviewer or asker (at most 40 characters). */
export const firstNameOf = sql<string>`left(split_part(btrim(${customers.name}), ' ', 1), 40)`;

/** Whether a delivered order of the customer holds the product. */
function receivedCondition(customerId: number, productId: number) {
  return sql`exists (select 1 from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.customerId} = ${customerId} and ${orders.status} = 'delivered'
    and ${orderLines.productId} = ${productId})`;
}

async function hasReceived(db: Database, customerId: number, productId: number): Promise<boolean> {
  const result: unknown = await db.execute(
    sql`select ${receivedCondition(customerId, productId)} as received`,
  );
  return (result as { rows: { received: boolean }[] }).rows[0]?.received === true;
}

const ownColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  rating: productReviews.rating,
  content: productReviews.content,
  status: productReviews.status,
  createdAt: productReviews.createdAt,
  authorName: firstNameOf,
};

function toOwnReview(row: {
  id: number;
  productId: number;
  rating: number;
  content: string;
  status: ModerationStatus;
  createdAt: Date;
  authorName: string;
}): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    productId: row.productId,
    status: row.status,
  };
}

/** 404 `not_found` on `body.productId` unless the product exists. */
async function requireProduct(db: Database, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw notFound('Product', productId, 'body.productId');
}

/**
 * Writes the customer's review of a product, pending moderation: one conditional statement
 * (a delivered order of theirs holds the product, and they have no review of it yet), so two
 * at once make one review. Refusals: 404 unknown product, 403 `review_not_received`, 409
 * `review_exists`.
 */
export async function submitReview(
  db: Database,
  customerId: number,
  request: ReviewRequest,
): Promise<OwnReview> {
  const { productId, rating, content } = request;
  const inserted: unknown = await db.execute(sql`
    insert into ${productReviews} (product_id, customer_id, rating, content)
    select ${productId}, ${customerId}, ${rating}, ${content}
    where ${receivedCondition(customerId, productId)}
    on conflict (product_id, customer_id) do nothing
    returning id`);
  const [row] = (inserted as { rows: { id: number }[] }).rows;
  if (row) {
    const [review] = await db
      .select(ownColumns)
      .from(productReviews)
      .innerJoin(customers, eq(customers.id, productReviews.customerId))
      .where(eq(productReviews.id, row.id));
    if (!review) throw new Error('submitReview: the review just written is gone');
    return toOwnReview(review);
  }
  await requireProduct(db, productId);
  if (!(await hasReceived(db, customerId, productId))) {
    throw new ApiHttpError(
      403,
      'review_not_received',
      'Only a shopper who received this product (a delivered order) may review it',
    );
  }
  throw new ApiHttpError(409, 'review_exists', 'You have reviewed this product already');
}

/** What the product page shows its signed-in shopper: may they review it, and their review. */
export async function readMyReview(
  db: Database,
  customerId: number,
  productId: number,
): Promise<MyReview> {
  const [[review], received] = await Promise.all([
    db
      .select(ownColumns)
      .from(productReviews)
      .innerJoin(customers, eq(customers.id, productReviews.customerId))
      .where(
        and(eq(productReviews.productId, productId), eq(productReviews.customerId, customerId)),
      ),
    hasReceived(db, customerId, productId),
  ]);
  return {
    canReview: received && !review,
    received,
    review: review ? toOwnReview(review) : null,
  };
}

/**
 * A page of a product's approved reviews, newest first, with the product's average and count
 * (those of every approved review, as its cards show them). 404 for an unknown slug.
 */
export async function readProductReviews(
  db: Database,
  slug: string,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  const [product] = await db
    .select({ id: products.id, average: products.ratingAverage, count: products.ratingCount })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFound('Product', slug);
  const rows =
    product.count === 0
      ? []
      : await db
          .select({
            id: productReviews.id,
            rating: productReviews.rating,
            content: productReviews.content,
            createdAt: productReviews.createdAt,
            authorName: firstNameOf,
          })
          .from(productReviews)
          .innerJoin(customers, eq(customers.id, productReviews.customerId))
          .where(
            and(eq(productReviews.productId, product.id), eq(productReviews.status, 'approved')),
          )
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
    total: product.count,
    totalPages: Math.ceil(product.count / pageSize),
    average: Math.round(product.average * 100) / 100,
    count: product.count,
  };
}

/** A page of reviews in `status` for moderators, oldest first (the queue in order). */
export async function readStaffReviews(
  db: Database,
  status: ModerationStatus,
  page: number,
  pageSize: number,
): Promise<StaffReviewPage> {
  const where = eq(productReviews.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...ownColumns,
        customerId: productReviews.customerId,
        productSlug: products.slug,
        productName: products.name,
        productNameEn: products.nameEn,
        moderatedAt: productReviews.moderatedAt,
      })
      .from(productReviews)
      .innerJoin(customers, eq(customers.id, productReviews.customerId))
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(asc(productReviews.createdAt), asc(productReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({
      ...toOwnReview(row),
      customerId: row.customerId,
      productSlug: row.productSlug,
      productName: row.productName,
      productNameEn: row.productNameEn,
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * The product's rating from its approved reviews: their average (0 with none) and count. Run
 * under the product's row lock, after the review's change, in the moderation's transaction.
 */
async function refreshRating(tx: Database, productId: number): Promise<void> {
  const approved = and(
    eq(productReviews.productId, productId),
    eq(productReviews.status, 'approved'),
  );
  await tx
    .update(products)
    .set({
      ratingAverage: sql`coalesce((select avg(${productReviews.rating}) from ${productReviews} where ${approved}), 0)`,
      ratingCount: sql`(select count(*) from ${productReviews} where ${approved})`,
    })
    .where(eq(products.id, productId));
}

/**
 * A moderator approves or rejects a review (`to`): the review's status, the product's rating
 * and the audit record change together, in one transaction under the product's row lock (so
 * concurrent moderations of one product's reviews each count the others'). 404 unknown review;
 * 409 `moderation_conflict` when the review is no longer in a status that may move to `to`
 * (another moderator was first). The catalog's caches are forgotten once it commits.
 */
export async function moderateReview(
  db: Database,
  staffId: number,
  reviewId: number,
  to: 'approved' | 'rejected',
): Promise<OwnReview> {
  const from = (Object.keys(reviewMoves) as ModerationStatus[]).filter((status) =>
    reviewMoves[status].includes(to),
  );
  const moved = await db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId));
    if (!subject) throw notFound('Review', reviewId, 'params.id');
    await tx.execute(
      sql`select 1 from ${products} where ${products.id} = ${subject.productId} for update`,
    );
    const [before] = await tx
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId));
    const [changed] = await tx
      .update(productReviews)
      .set({ status: to, moderatedBy: staffId, moderatedAt: sql`now()` })
      .where(and(eq(productReviews.id, reviewId), inArray(productReviews.status, from)))
      .returning({ id: productReviews.id, rating: productReviews.rating });
    if (!changed || !before) {
      throw new ApiHttpError(
        409,
        'moderation_conflict',
        `This review is ${before?.status ?? 'gone'} already`,
      );
    }
    // Only a review entering or leaving `approved` changes the product's rating.
    if (before.status === 'approved' || to === 'approved')
      await refreshRating(tx, subject.productId);
    await recordStaffAction(tx, {
      staffId,
      action: to === 'approved' ? 'review.approve' : 'review.reject',
      subjectType: 'review',
      subjectId: reviewId,
      detail: { from: before.status, to, productId: subject.productId, rating: changed.rating },
    });
    const [review] = await tx
      .select(ownColumns)
      .from(productReviews)
      .innerJoin(customers, eq(customers.id, productReviews.customerId))
      .where(eq(productReviews.id, reviewId));
    if (!review) throw new Error('moderateReview: the review is gone');
    return {
      review: toOwnReview(review),
      ratingChanged: before.status === 'approved' || to === 'approved',
    };
  });
  // What public pages show changed: forget the kept answers here and in every other process.
  if (moved.ratingChanged) catalogChanged(db);
  return moved.review;
}
