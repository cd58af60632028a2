// The storefront's reviews end-to-end test (apps/storefront/e2e/reviews.spec.ts) runs this on a
// seeded database before its own API starts (`tsx src/test/feedback-e2e-fixtures.ts`, DATA_DIR
// or DATABASE_URL as the server's): a moderator and a support member, and per language a
// shopper who received a product (a delivered order), that product with one approved review of
// someone else's, and a product with no review. Prints what it made as JSON. Not for a real shop.
import { randomBytes } from 'node:crypto';
import type { Customer } from '@shop/core/schemas';
import { asc, eq, notInArray } from 'drizzle-orm';
import { readConfig } from '#src/config.ts';
import { hashNewPassword } from '#src/customers/passwords.ts';
import { issueToken } from '#src/customers/tokens.ts';
import { openDatabase, type Database } from '#src/db/database.ts';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { toOrderAddressCopy } from '#src/addresses/addresses-routes.ts';
import {
  cities,
  customerAddresses,
  customers,
  orderLines,
  orders,
  products,
  states,
} from '#src/db/schema.ts';
import { moderateReview, submitReview } from '#src/reviews/reviews-service.ts';
import { createStaffMember } from '#src/staff/staff-members.ts';

const password = 'Palm-Grove-Review-2026';
const tag = randomBytes(4).toString('hex');

async function shopper(
  db: Database,
  name: string,
  email: string,
): Promise<Customer & { id: number }> {
  const phone = `5${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;
  const [row] = await db
    .insert(customers)
    .values({
      email,
      name,
      phoneCode: '966',
      phone,
      passwordHash: await hashNewPassword(password, 'password'),
      verifiedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return {
    id: row.id,
    token: await issueToken(db, row.id),
    email,
    userName: name,
    phone,
    phoneCode: '966',
  };
}

async function product(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      brandId: products.brandId,
      name: products.name,
      nameEn: products.nameEn,
    })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/**
 * A delivered order of the customer holding one unit of the product, to a saved address of
 * theirs (copied into the order as a placement copies it).
 */
async function delivered(
  db: Database,
  customerId: number,
  item: { id: number; brandId: number; name: string; nameEn: string },
) {
  const [place] = await db
    .select({ cityId: cities.id, stateId: states.id, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.id))
    .limit(1);
  if (!place) throw new Error('no city');
  const [address] = await db
    .insert(customerAddresses)
    .values({
      customerId,
      title: 'Home',
      streetAddress: 'Olaya Street 5',
      ...place,
      postalCode: '12345',
      phone: '512345678',
    })
    .returning();
  if (!address) throw new Error('no address');
  const copy = toOrderAddressCopy(address);
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      brandId: item.brandId,
      status: 'delivered',
      paymentStatus: 'paid',
      shippingAddress: copy,
      billingAddress: copy,
      currency: 'SAR',
      subtotal: 1000,
      total: 1000,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('no order');
  await db.insert(orderLines).values({
    orderId: order.id,
    productId: item.id,
    name: item.name,
    nameEn: item.nameEn,
    quantity: 1,
    unitPrice: 1000,
    lineTotal: 1000,
  });
  return order;
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const { db } = database;
  const staff = async (role: 'moderator' | 'support') => {
    const email = `e2e-${role}-${tag}@souq.example`;
    const member = await createStaffMember(db, { email, name: `E2E ${role}`, role, password });
    if (!member) throw new Error(`no ${role}`);
    return { id: member.id, email, password };
  };
  const moderator = await staff('moderator');
  const support = await staff('support');
  // Two products a language, none of the featured ones other tests name, none reviewed.
  const featured = Object.values(demoProductSlugs);
  const plain = await db
    .select({ slug: products.slug })
    .from(products)
    .where(notInArray(products.slug, featured))
    .orderBy(asc(products.id))
    .limit(4);
  const languages: Record<string, unknown> = {};
  for (const [index, lang] of (['en', 'ar'] as const).entries()) {
    const reviewed = await product(db, plain[index * 2]!.slug);
    const empty = await product(db, plain[index * 2 + 1]!.slug);
    // Someone else's approved review: the product shows 2.0 from one review at first.
    const earlier = await shopper(db, 'Omar Farouk', `e2e-earlier-${lang}-${tag}@example.com`);
    await delivered(db, earlier.id, reviewed);
    const first = await submitReview(db, earlier.id, {
      productId: reviewed.id,
      rating: 2,
      content: lang === 'ar' ? 'وصل دافئًا قليلًا.' : 'It arrived a little warm.',
    });
    await moderateReview(db, moderator.id, first.id, 'approved');
    const buyer = await shopper(
      db,
      lang === 'ar' ? 'ليلى أحمد' : 'Lina Haddad',
      `e2e-reviewer-${lang}-${tag}@example.com`,
    );
    const order = await delivered(db, buyer.id, reviewed);
    const { id: _, ...customer } = buyer;
    languages[lang] = {
      customer,
      product: { id: reviewed.id, slug: reviewed.slug },
      emptyProduct: { id: empty.id, slug: empty.slug },
      order,
    };
  }
  console.log(JSON.stringify({ moderator, support, ...languages }));
} finally {
  await database.close();
}
