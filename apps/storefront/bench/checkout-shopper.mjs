// The signed-in shopper the benchmark's checkout page is measured as (issue 14): a verified
// customer with a fresh token, an address in a city of a brand and a basket of that brand's
// products meeting its minimum order, made straight in the catalog's database before the API
// starts (as the API benchmark's shoppers are). The browser gets the customer as a sign-in
// leaves it: the token cookie and the customer in localStorage.
import { randomBytes } from 'node:crypto';
import { hashToken, openCatalog } from '@shop/bench/catalog-db';

const SHOPPER = { email: 'bench-checkout-page@example.com', phone: '500000001' };

/**
 * `{ cookies, localStorage, token, customerId, addressId }` of the shopper (`{ email, phone }`,
 * the checkout page's by default), or `{ unavailable }`.
 */
export async function prepareCheckoutShopper(catalogEnv, { email, phone } = SHOPPER) {
  const db = await openCatalog(catalogEnv);
  try {
    const [tables] = await db.query(`select to_regclass('delivery_slots') is not null as ready`);
    if (!tables?.ready) return { unavailable: 'no checkout tables yet (run the API once)' };
    const [brand] = await db.query(`
      select b.id, b.minimum_order as "minimumOrder", bc.city_id as "cityId",
        c.state_id as "stateId", s.country_id as "countryId"
      from brands b
      join brand_cities bc on bc.brand_id = b.id
      join cities c on c.id = bc.city_id
      join states s on s.id = c.state_id
      where exists (select 1 from brand_delivery_speeds d where d.brand_id = b.id)
      order by b.id limit 1`);
    if (!brand) return { unavailable: 'no brand with a city and a delivery speed' };
    const products = await db.query(
      `select id, current_price as price from products
       where brand_id = $1 and stock_quantity >= 10 and max_per_order >= 5 and daily_limit is null
         and not exists (select 1 from customization_options o where o.product_id = products.id)
       order by popularity desc, id limit 3`,
      [brand.id],
    );
    if (products.length === 0) return { unavailable: 'no plain product of that brand' };
    const total = products.reduce((sum, product) => sum + product.price, 0);
    const quantity = Math.min(5, Math.max(1, Math.ceil(brand.minimumOrder / total)));

    await db.query('begin');
    const [customer] = await db.query(
      `insert into customers (email, name, phone_code, phone, password_hash, verified_at)
       values ($1, 'Bench Checkout', '997', $2, 'bench-no-password', now())
       on conflict (email) do update set verified_at = now()
       returning id, email, name, phone, phone_code as "phoneCode"`,
      [email, phone],
    );
    for (const table of ['customer_tokens', 'carts', 'customer_addresses', 'slot_holds']) {
      await db.query(`delete from ${table} where customer_id = $1`, [customer.id]);
    }
    const token = randomBytes(32).toString('base64url');
    await db.query(`insert into customer_tokens (customer_id, token_hash) values ($1, $2)`, [
      customer.id,
      hashToken(token),
    ]);
    const [address] = await db.query(
      `insert into customer_addresses (customer_id, title, street_address, country_id, state_id,
         city_id, postal_code, phone)
       values ($1, 'Home', '1 Bench Street', $2, $3, $4, '12345', $5)
       returning id`,
      [customer.id, brand.countryId, brand.stateId, brand.cityId, phone],
    );
    const [cart] = await db.query(
      `insert into carts (customer_id, brand_id) values ($1, $2) returning id`,
      [customer.id, brand.id],
    );
    for (const product of products) {
      await db.query(
        `insert into cart_lines (cart_id, product_id, quantity, added_unit_price)
         values ($1, $2, $3, $4)`,
        [cart.id, product.id, quantity, product.price],
      );
    }
    await db.query('commit');
    const saved = {
      token,
      email: customer.email,
      userName: customer.name,
      phone: customer.phone,
      phoneCode: customer.phoneCode,
    };
    return {
      cookies: [{ name: 'token', value: token }],
      localStorage: { 'storefront.customer': JSON.stringify(saved) },
      token,
      customerId: customer.id,
      addressId: address.id,
    };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.close();
  }
}
