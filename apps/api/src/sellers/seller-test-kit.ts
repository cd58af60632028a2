// Test helpers of the seller routes (not a test file itself): an approved seller with their
// store and brand, opened the way staff approval opens one, and signed in through the API.
import { randomBytes } from 'node:crypto';
import type { SellerProduct, SellerSession, SellerSlot } from '@shop/core/schemas';
import { asc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '#src/customers/passwords.ts';
import type { Database } from '#src/db/database.ts';
import {
  activityTypes,
  categories,
  cities,
  deliverySpeeds,
  sellerApplications,
  sellers,
} from '#src/db/schema.ts';
import {
  checkoutBody,
  createShopper,
  place,
  placedOf,
  type CartKit,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import { openSellerAccount } from './seller-accounts.ts';

/** Every test seller's password; hashed once per test file (argon2 is slow on purpose). */
export const TEST_SELLER_PASSWORD = 'Seller-Test-Pass-1';
const passwordHash = hashPassword(TEST_SELLER_PASSWORD);

export interface TestSeller {
  applicationId: number;
  sellerId: number;
  storeId: number;
  storeSlug: string;
  brandId: number;
  /** The first city the brand serves. */
  cityId: number;
  email: string;
  password: string;
}

let made = 0;

/**
 * An approved application (every column filled) and its seller account, store and brand,
 * opened by `openSellerAccount` in one transaction as the approval does. The brand serves the
 * database's first city (or `overrides.cityIds`) with the standard and express speeds. Its new
 * products go live at once (staff's auto-approval) unless `autoApprove` is false: the tests of
 * other features need products shoppers can buy; the approval tests ask for the queue.
 */
export async function createTestSeller(
  db: Database,
  overrides: Partial<typeof sellerApplications.$inferInsert> = {},
  { autoApprove = true }: { autoApprove?: boolean } = {},
): Promise<TestSeller> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}${randomBytes(2).toString('hex')}`;
  const [type] = await db.select({ id: activityTypes.id }).from(activityTypes).limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
  if (!type || !city)
    throw new Error('createTestSeller: the database has no activity type or city');
  const values = {
    email: `seller.${tag}@example.com`,
    crNumber: String(1_010_000_000 + ((Date.now() + made) % 989_999_999)),
    vatNumber: '300000000000003',
    legalName: `مؤسسة الاختبار ${tag}`,
    legalNameEn: `Test Trading ${tag}`,
    displayName: `متجر الاختبار ${tag}`,
    displayNameEn: `Test Store ${tag}`,
    activityTypeId: type.id,
    cityIds: [city.id],
    contactName: `Seller ${tag}`,
    phoneCode: '966',
    phone: `5${String(made).padStart(8, '0')}`,
    description: 'متجر للاختبار',
    iban: 'SA0380000000608010167519',
    bankName: 'Test Bank',
    accountHolder: `Test Trading ${tag}`,
    locale: 'en',
    passwordHash: await passwordHash,
    status: 'approved' as const,
    statusReason: null,
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
    ...overrides,
  };
  const opened = await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(sellerApplications)
      .values(values)
      .returning({ id: sellerApplications.id });
    if (!application) throw new Error('createTestSeller: no application');
    const account = await openSellerAccount(tx, application.id);
    await tx
      .update(sellers)
      .set({ autoApproveProducts: autoApprove })
      .where(eq(sellers.id, account.sellerId));
    return { applicationId: application.id, ...account };
  });
  return {
    ...opened,
    cityId: values.cityIds[0] ?? city.id,
    email: values.email,
    password: TEST_SELLER_PASSWORD,
  };
}

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  options?: { body?: unknown; token?: string },
) => Promise<LightMyRequestResponse>;

/** Signs the seller in through `POST Seller/Login`: the session with its token. */
export async function signInSeller(
  call: Call,
  seller: Pick<TestSeller, 'email' | 'password'>,
): Promise<SellerSession> {
  const answer = await call('POST', 'Seller/Login', {
    body: { email: seller.email, password: seller.password },
  });
  if (answer.statusCode !== 200)
    throw new Error(`signInSeller: ${answer.statusCode} ${answer.body}`);
  return answer.json<SellerSession>();
}

/** The first category of the catalog shared by every brand: where a test seller's products go. */
export async function sharedCategoryId(db: Database): Promise<number> {
  const [shared] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.brandId))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!shared) throw new Error('sharedCategoryId: the catalog has no shared category');
  return shared.id;
}

/** A valid `POST Seller/Product` body for the brand (5000 in stock-friendly minor units). */
export function productBody(brandId: number, categoryId: number, name = 'Date Syrup 500 ml') {
  return {
    brandId,
    categoryId,
    name: 'دبس التمر ٥٠٠ مل',
    nameEn: name,
    description: 'دبس تمر طبيعي',
    descriptionEn: 'Natural date syrup',
    unit: 'عبوة',
    unitEn: 'bottle',
    price: 5000,
    compareAtPrice: null,
    stockQuantity: 40,
    maxPerOrder: 5,
    storage: 'dry',
  };
}

let slotHour = 0;

/** A valid `POST Seller/Slot` body: a 2-hour window a day or two ahead (each call later). */
export function slotBody(brandId: number, capacity = 5) {
  slotHour += 1;
  const startsAt = new Date(Date.now() + (30 + slotHour) * 3_600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  return {
    brandId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    capacity,
  };
}

export interface SellerWorld extends TestSeller {
  token: string;
  product: SellerProduct;
  slot: SellerSlot;
  /** An order of a shopper for one unit of `product`, placed through the checkout. */
  orderId: number;
}

/**
 * A seller signed in, with a product and a slot made through `Seller/*`, and one order of that
 * product placed by a new shopper through the real checkout (cash on delivery).
 */
export async function createSellerWorld(kit: CartKit, categoryId: number): Promise<SellerWorld> {
  const seller = await createTestSeller(kit.db);
  const { token } = await signInSeller(kit.call, seller);
  const created = await kit.call('POST', 'Seller/Product', {
    token,
    body: productBody(seller.brandId, categoryId),
  });
  if (created.statusCode !== 201) throw new Error(`product: ${created.statusCode} ${created.body}`);
  const product = created.json<SellerProduct>();
  const opened = await kit.call('POST', 'Seller/Slot', { token, body: slotBody(seller.brandId) });
  if (opened.statusCode !== 201) throw new Error(`slot: ${opened.statusCode} ${opened.body}`);
  const slot = opened.json<SellerSlot>();
  const brand = await testBrandOf(kit.db, seller);
  const shopper = await createShopper(
    kit,
    brand,
    [{ product: { id: product.id, brandId: seller.brandId, price: product.price, options: [] } }],
    slot.id,
  );
  const placed = placedOf(
    await place(kit, shopper, checkoutBody(shopper, slot.id, brand.standardId)),
  );
  const orderId = placed.orders[0]?.id;
  if (orderId === undefined) throw new Error('createSellerWorld: no order');
  return { ...seller, token, product, slot, orderId };
}

/** The seller's brand as the checkout kit knows brands (its city and speeds). */
export async function testBrandOf(db: Database, seller: TestSeller): Promise<TestBrand> {
  const idOf = async (code: 'standard' | 'express') => {
    const [speed] = await db
      .select({ id: deliverySpeeds.id })
      .from(deliverySpeeds)
      .where(eq(deliverySpeeds.code, code));
    if (!speed) throw new Error(`testBrandOf: no ${code} speed`);
    return speed.id;
  };
  return {
    id: seller.brandId,
    cityId: seller.cityId,
    standardId: await idOf('standard'),
    expressId: await idOf('express'),
  };
}
