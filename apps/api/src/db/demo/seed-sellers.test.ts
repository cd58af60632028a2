import type { SellerSession } from '@shop/core/schemas';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { brands, stores } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { DEMO_SELLER, seedDemoSeller } from './seed-sellers.ts';
import { seedDemoStores } from './seed-stores.ts';

// The README's demo seller: seeded once, it signs in and runs the first demo store.

const shop = useCustomerApp('catalog');

it('the demo seller signs in with the README password and owns the first demo store', async () => {
  await seedDemoStores(shop.db);
  expect(await seedDemoSeller(shop.db)).toBe(1);
  // Seeding again adds nothing.
  expect(await seedDemoSeller(shop.db)).toBe(0);

  const signedIn = await shop.call('POST', 'Seller/Login', {
    body: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const [first] = await shop.db
    .select({ id: stores.id, slug: stores.slug })
    .from(stores)
    .orderBy(asc(stores.sortOrder), asc(stores.id))
    .limit(1);
  const owned = await shop.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.storeId, first!.id));
  const session = signedIn.json<SellerSession>();
  expect(session.store).toMatchObject({ slug: first!.slug, status: 'active' });
  expect(session.brands.map((brand) => brand.id)).toEqual(owned.map((brand) => brand.id));

  const products = await shop.call('GET', 'Seller/Product?pageSize=1', { token: session.token });
  expect(products.statusCode).toBe(200);
  expect(products.json<{ total: number }>().total).toBeGreaterThan(0);
});
