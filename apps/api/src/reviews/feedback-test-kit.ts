// Test helpers of the reviews, questions and complaints tests (not a test file itself): shoppers
// with a name of their own, a product of its own, and orders in the status a test needs.
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { createBrand, createProduct } from '#src/cart/cart-test-kit.ts';
import { issueToken } from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import { customers, orderLines, orders, products } from '#src/db/schema.ts';

const unique = () => randomBytes(6).toString('hex');

export interface Shopper {
  id: number;
  token: string;
}

/** A verified customer named `name`, signed in (a bearer token). */
export async function createShopper(db: Database, name = 'Lina Haddad'): Promise<Shopper> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `feedback.${unique()}@example.com`,
      name,
      phoneCode: '966',
      phone: `5${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`,
      passwordHash: 'not-a-hash',
      verifiedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('createShopper: no row');
  return { id: row.id, token: await issueToken(db, row.id) };
}

/** A product of its own (of a brand of its own), with no review yet. */
export async function createReviewedProduct(db: Database): Promise<{ id: number; slug: string }> {
  const brandId = await createBrand(db);
  const product = await createProduct(db, { brandId });
  const [row] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, product.id));
  if (!row) throw new Error('createReviewedProduct: no row');
  return { id: product.id, slug: row.slug };
}

/** An order of the customer holding one unit of each product, in `status` (delivered by default). */
export async function orderOf(
  db: Database,
  customerId: number,
  productIds: readonly number[],
  status: OrderStatus = 'delivered',
): Promise<number> {
  const [first] = await db
    .select({ brandId: products.brandId })
    .from(products)
    .where(eq(products.id, productIds[0] ?? 0));
  if (!first) throw new Error('orderOf: no product');
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      brandId: first.brandId,
      status,
      currency: 'SAR',
      subtotal: 1000 * productIds.length,
      total: 1000 * productIds.length,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('orderOf: no order');
  await db.insert(orderLines).values(
    productIds.map((productId) => ({
      orderId: order.id,
      productId,
      quantity: 1,
      unitPrice: 1000,
      lineTotal: 1000,
    })),
  );
  return order.id;
}
