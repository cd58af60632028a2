import type {
  ProductDetail,
  SellerProduct,
  StaffProduct,
  StaffProductPage,
  StaffSellerApplication,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { products, staffActions } from '#src/db/schema.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import {
  createTestSeller,
  productBody,
  sharedCategoryId,
  signInSeller,
  type TestSeller,
} from './seller-test-kit.ts';

// Issue 17: a seller's new product waits for staff before shoppers see it, unless staff trust
// the seller (auto-approval). Public answers are kept in memory here, so a decision must show.

const kit = useCartApp({ responseCache: { seconds: 60 } });
const { call } = kit;

let categoryId: number;
let seller: TestSeller & { token: string };
let moderator: string;
let admin: string;
let support: string;

beforeAll(async () => {
  categoryId = await sharedCategoryId(kit.db);
  const made = await createTestSeller(kit.db, {}, { autoApprove: false });
  seller = { ...made, token: (await signInSeller(call, made)).token };
  moderator = (await signInStaff(kit.db, call, 'moderator')).token;
  admin = (await signInStaff(kit.db, call, 'admin')).token;
  support = (await signInStaff(kit.db, call, 'support')).token;
}, 60_000);

async function newProduct(name: string, as = seller): Promise<SellerProduct> {
  const made = await call('POST', 'Seller/Product', {
    token: as.token,
    body: productBody(as.brandId, categoryId, name),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<SellerProduct>();
}

/** Where shoppers could meet the product: its page, search, its brand's listing, the sitemap. */
async function shopperSees(product: SellerProduct) {
  const page = await call('GET', `Product/${product.slug}`);
  const listing = await call('GET', `Product?brandId=${seller.brandId}&pageSize=100`);
  const search = await call(
    'GET',
    `Search?q=${encodeURIComponent(product.nameEn)}&brandId=${seller.brandId}`,
  );
  const ids = (answer: typeof listing) =>
    answer.json<{ items: { id: number }[] }>().items.map((item) => item.id);
  // The newest products are on the sitemap's last page (id order).
  const first = (await call('GET', 'ProductSlug?page=1')).json<{ totalPages: number }>();
  const slugs = await call('GET', `ProductSlug?page=${Math.max(1, first.totalPages)}`);
  return {
    page: page.statusCode === 200,
    listing: ids(listing).includes(product.id),
    search: ids(search).includes(product.id),
    sitemap: slugs
      .json<{ items: { slug: string }[] }>()
      .items.some((item) => item.slug === product.slug),
  };
}

describe('a new product of a seller without auto-approval', () => {
  it('waits for staff, hidden from shoppers; once approved it shows at once, with an audit row', async () => {
    const product = await newProduct('Sidr Honey 250 g');
    expect(product).toMatchObject({ approvalStatus: 'pending', approvalReason: null });
    expect(await shopperSees(product)).toEqual({
      page: false,
      listing: false,
      search: false,
      sitemap: false,
    });

    const queue = await call('GET', 'Staff/Product?status=pending&pageSize=100', {
      token: moderator,
    });
    expect(queue.statusCode).toBe(200);
    const item = queue.json<StaffProductPage>().items.find((entry) => entry.id === product.id);
    expect(item).toMatchObject({
      nameEn: 'Sidr Honey 250 g',
      brand: { id: seller.brandId },
      store: { id: seller.storeId },
      approvalStatus: 'pending',
    });
    expect(Date.parse(item?.submittedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const approved = await call('POST', `Staff/Product/${product.id}/Approve`, {
      token: moderator,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffProduct>().approvalStatus).toBe('approved');
    expect(await shopperSees(product)).toEqual({
      page: true,
      listing: true,
      search: true,
      sitemap: true,
    });
    const mine = await call('GET', `Seller/Product/${product.id}`, { token: seller.token });
    expect(mine.json<SellerProduct>().approvalStatus).toBe('approved');
    const [audit] = await kit.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'product'), eq(staffActions.subjectId, product.id)));
    expect(audit).toMatchObject({
      action: 'product.approve',
      detail: { from: 'pending', to: 'approved' },
    });
  });

  it('lists the queue oldest first', async () => {
    const first = await newProduct('Queue First');
    const second = await newProduct('Queue Second');
    const page = (
      await call('GET', 'Staff/Product?pageSize=100', { token: admin })
    ).json<StaffProductPage>();
    const ids = page.items.map((entry) => entry.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(page.items.every((entry) => entry.approvalStatus === 'pending')).toBe(true);
  });

  it('is rejected with a reason the seller reads; their next change sends it back to the queue', async () => {
    const product = await newProduct('Blurry Dates');
    const rejected = await call('POST', `Staff/Product/${product.id}/Reject`, {
      token: moderator,
      body: { reason: 'The picture shows another product' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (
      await call('GET', `Seller/Product/${product.id}`, { token: seller.token })
    ).json<SellerProduct>();
    expect(seen).toMatchObject({
      approvalStatus: 'rejected',
      approvalReason: 'The picture shows another product',
    });
    expect((await shopperSees(product)).page).toBe(false);

    const changed = await call('PATCH', `Seller/Product/${product.id}`, {
      token: seller.token,
      body: { nameEn: 'Sharp Dates' },
    });
    expect(changed.json<SellerProduct>()).toMatchObject({
      approvalStatus: 'pending',
      approvalReason: null,
    });
  });

  it('keeps a pending product out of baskets (out of stock) and the order it cannot be placed in', async () => {
    const product = await newProduct('Pending Tahini');
    const added = await call('POST', 'Cart/Line', {
      body: { productId: product.id, quantity: 1 },
    });
    expect(added.statusCode).toBeGreaterThanOrEqual(400);
    expect(added.statusCode).toBeLessThan(500);
  });
});

describe('auto-approval', () => {
  it('is set by an admin on the seller (audit row), shown on the application, and new products go live at once', async () => {
    const other = await createTestSeller(kit.db, {}, { autoApprove: false });
    const token = (await signInSeller(call, other)).token;
    const set = await call('PATCH', `Staff/Seller/${other.sellerId}`, {
      token: admin,
      body: { autoApproveProducts: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id: other.sellerId, autoApproveProducts: true });
    const application = (
      await call('GET', `Staff/SellerApplication/${other.applicationId}`, { token: admin })
    ).json<StaffSellerApplication>();
    expect(application.seller).toEqual({ id: other.sellerId, autoApproveProducts: true });
    const made = await call('POST', 'Seller/Product', {
      token,
      body: productBody(other.brandId, categoryId, 'Trusted Saffron'),
    });
    const product = made.json<SellerProduct>();
    expect(product.approvalStatus).toBe('approved');
    expect((await call('GET', `Product/${product.slug}`)).json<ProductDetail>().id).toBe(
      product.id,
    );
    const [audit] = await kit.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'seller'), eq(staffActions.subjectId, other.sellerId)),
      );
    expect(audit).toMatchObject({ action: 'seller.auto_approval' });
  });
});

describe('abuse', () => {
  it('answers 409 invalid_transition for a decision its status does not allow, changing nothing', async () => {
    const product = await newProduct('Twice Decided');
    expect(
      (await call('POST', `Staff/Product/${product.id}/Approve`, { token: moderator })).statusCode,
    ).toBe(200);
    const again = await call('POST', `Staff/Product/${product.id}/Reject`, {
      token: moderator,
      body: { reason: 'Too late' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject([{ code: 'invalid_transition' }]);
    const [row] = await kit.db
      .select({ status: products.approvalStatus, reason: products.approvalReason })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toEqual({ status: 'approved', reason: null });
  });

  it('approves once when two staff members approve at once (one 200, one 409)', async () => {
    // Approve against reject is no race to refuse: a rejected product may be approved after
    // all (the table's `approve` leaves `rejected`), so either order ends approved. Two
    // approvals of one product must make one move and one audit row.
    const product = await newProduct('Raced Product');
    const answers = await Promise.all([
      call('POST', `Staff/Product/${product.id}/Approve`, { token: moderator }),
      call('POST', `Staff/Product/${product.id}/Approve`, { token: admin }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audits = await kit.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'product'), eq(staffActions.subjectId, product.id)));
    expect(audits).toHaveLength(1);
  });

  it('refuses support on the queue and decisions, and everyone but admins on auto-approval (403)', async () => {
    const product = await newProduct('Support Cannot');
    for (const answer of [
      await call('GET', 'Staff/Product', { token: support }),
      await call('POST', `Staff/Product/${product.id}/Approve`, { token: support }),
      await call('POST', `Staff/Product/${product.id}/Reject`, {
        token: support,
        body: { reason: 'No' },
      }),
      await call('PATCH', `Staff/Seller/${seller.sellerId}`, {
        token: moderator,
        body: { autoApproveProducts: true },
      }),
      await call('PATCH', `Staff/Seller/${seller.sellerId}`, {
        token: support,
        body: { autoApproveProducts: true },
      }),
      await call('GET', 'Staff/Product', { token: seller.token }),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
    expect((await call('GET', 'Staff/Product')).statusCode).toBe(401);
    const [row] = await kit.db
      .select({ status: products.approvalStatus })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses a rejection without a reason or with an unbounded one, an unknown product, a bad status (4xx)', async () => {
    const product = await newProduct('Needs Reason');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 1 }]) {
      const answer = await call('POST', `Staff/Product/${product.id}/Reject`, {
        token: moderator,
        body,
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(
      (await call('POST', 'Staff/Product/999999999/Approve', { token: moderator })).statusCode,
    ).toBe(404);
    const huge = await call('POST', 'Staff/Product/99999999999/Approve', { token: moderator });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await call('GET', 'Staff/Product?status=lost', { token: moderator })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('PATCH', 'Staff/Seller/999999999', {
          token: admin,
          body: { autoApproveProducts: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `Staff/Seller/${seller.sellerId}`, {
          token: admin,
          body: { autoApproveProducts: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const [row] = await kit.db
      .select({ status: products.approvalStatus })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.status).toBe('pending');
  });
});
