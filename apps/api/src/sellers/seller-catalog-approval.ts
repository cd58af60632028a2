import type {
  ProductApprovalStatus,
  StaffProduct,
  StaffProductPage,
  StaffSellerSettings,
} from '@shop/core/schemas';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { brands, productImages, products, sellers, stores } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Whether shoppers may see a seller's product (issue 17). The one table of the moves is here;
// every change of `products.approval_status` goes through `moveApproval`, under the product's
// row lock, so two staff members deciding at once make one decision and the other a 409.
//
// Who decides: moderators (and admins), as for reviews and questions: it is content moderation.
// Who sets a seller's auto-approval: admins only: trusting a seller to skip moderation is a
// policy decision, not a day-to-day one.

/** A move: who makes it, the statuses it may leave, and the one it reaches. */
interface ApprovalMove {
  from: readonly ProductApprovalStatus[];
  to: ProductApprovalStatus;
}

/**
 * - `approve` (staff): a waiting or rejected product goes live;
 * - `reject` (staff, with a reason the seller reads): a waiting product stays hidden;
 * - `resubmit` (the seller's edit of a rejected product): it waits for staff again.
 * An approved product stays approved (a seller's later edits go live at once, as before).
 */
export const productApprovalMoves = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  resubmit: { from: ['rejected'], to: 'pending' },
} as const satisfies Record<string, ApprovalMove>;

export type ProductApprovalMove = keyof typeof productApprovalMoves;

/** Anything that runs queries: the database or one of its transactions. */
type Queryable = Pick<Database, 'select' | 'update' | 'insert' | 'execute'>;

/** The status a seller's new product starts in: approved for a seller staff trust. */
export function initialApproval(autoApproveProducts: boolean): {
  approvalStatus: ProductApprovalStatus;
  submittedAt: Date | null;
} {
  return autoApproveProducts
    ? { approvalStatus: 'approved', submittedAt: null }
    : { approvalStatus: 'pending', submittedAt: new Date() };
}

/**
 * Makes `move` on product `productId`, whose row the caller's transaction has locked (or locks
 * here): 409 `invalid_transition` from a status the move may not leave; answers the status it
 * left. `reason` is kept for a rejection and cleared otherwise.
 */
export async function moveApproval(
  tx: Queryable,
  productId: number,
  move: ProductApprovalMove,
  reason: string | null = null,
): Promise<ProductApprovalStatus> {
  const rule: ApprovalMove = productApprovalMoves[move];
  const [row] = await tx
    .select({ status: products.approvalStatus })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound('Product', productId, 'params.id');
  if (!rule.from.includes(row.status)) {
    throw new ApiHttpError(
      409,
      'invalid_transition',
      `A ${row.status} product cannot move to ${rule.to}`,
    );
  }
  await tx
    .update(products)
    .set({
      approvalStatus: rule.to,
      approvalReason: rule.to === 'rejected' ? reason : null,
      ...(rule.to === 'pending' ? { submittedAt: sql`now()` } : {}),
    })
    .where(eq(products.id, productId));
  return row.status;
}

/** Staff's decision on a product: in one transaction with its audit row; the catalog forgets. */
export async function decideProduct(
  db: Database,
  staffId: number,
  productId: number,
  decision: 'approve' | 'reject',
  reason: string | null,
): Promise<StaffProduct> {
  await db.transaction(async (tx) => {
    const from = await moveApproval(tx, productId, decision, reason);
    await recordStaffAction(tx, {
      staffId,
      action: `product.${decision}`,
      subjectType: 'product',
      subjectId: productId,
      detail: { from, to: productApprovalMoves[decision].to, ...(reason ? { reason } : {}) },
    });
  });
  catalogChanged(db);
  const [product] = await readStaffProducts(db, [eq(products.id, productId)]);
  if (!product) throw notFound('Product', productId, 'params.id');
  return product;
}

async function readStaffProducts(
  db: Queryable,
  where: Parameters<typeof and>,
  paging?: { limit: number; offset: number },
): Promise<StaffProduct[]> {
  const query = db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      nameEn: products.nameEn,
      description: products.description,
      descriptionEn: products.descriptionEn,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      currency: products.currency,
      brandId: brands.id,
      brandName: brands.name,
      brandNameEn: brands.nameEn,
      storeId: stores.id,
      storeName: stores.name,
      storeNameEn: stores.nameEn,
      approvalStatus: products.approvalStatus,
      approvalReason: products.approvalReason,
      submittedAt: products.submittedAt,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(stores, eq(stores.id, brands.storeId))
    .where(and(...where))
    .orderBy(sql`${products.submittedAt} asc nulls first`, asc(products.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const ids = rows.map((row) => row.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select({ productId: productImages.productId, url: productImages.url })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position));
  const firstImage = new Map<number, string>();
  for (const image of images) {
    if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.url);
  }
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    currency: row.currency,
    imageUrl: firstImage.get(row.id) ?? null,
    brand: { id: row.brandId, name: row.brandName, nameEn: row.brandNameEn },
    store: { id: row.storeId, name: row.storeName, nameEn: row.storeNameEn },
    approvalStatus: row.approvalStatus,
    approvalReason: row.approvalReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A page of the sellers' products of one approval status, oldest submission first (the queue's
 * order: what waited longest comes first).
 */
export async function listStaffProducts(
  db: Database,
  query: { status: ProductApprovalStatus; page: number; pageSize: number },
): Promise<StaffProductPage> {
  const { status, page, pageSize } = query;
  const where = eq(products.approvalStatus, status);
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const items = await readStaffProducts(db, [where], {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const total = counted?.total ?? 0;
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** Sets whether the seller's new products skip approval, with its audit row; 404 unknown. */
export async function setAutoApproval(
  db: Database,
  staffId: number,
  sellerId: number,
  autoApproveProducts: boolean,
): Promise<StaffSellerSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellers)
      .set({ autoApproveProducts })
      .where(eq(sellers.id, sellerId))
      .returning({ id: sellers.id, autoApproveProducts: sellers.autoApproveProducts });
    if (!row) throw notFound('Seller', sellerId, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: 'seller.auto_approval',
      subjectType: 'seller',
      subjectId: sellerId,
      detail: { autoApproveProducts },
    });
    return row;
  });
}
