// The cart rows of the API benchmark: "add to cart" (POST /api/Cart/Line into many customers'
// baskets, each customer alternating between the products of one brand) and "cart read"
// (GET /api/Cart of baskets of 5 lines). The shoppers are made straight in the benchmark's
// database before the API starts (PGlite lets one process in at a time): verified customers with
// fresh tokens, their baskets emptied, the read baskets filled, so every run starts alike.
import { randomBytes } from 'node:crypto';
import { hashToken, openCatalog } from '@shop/bench/catalog-db';
import { PUBLIC_KEY } from '@shop/bench/sample';

/** Customers whose baskets receive the adds, and customers whose baskets are read. */
const ADD_SHOPPERS = 3_000;
const READ_SHOPPERS = 500;
/** Lines of each read basket, and products each add shopper alternates between. */
const READ_LINES = 5;
const GROUP_SIZE = 6;
const EMAIL_PREFIX = 'bench-cart-';

/**
 * Makes the benchmark's shoppers in the catalog database (the API must not be running on a
 * PGlite data dir): `{ addTokens, readTokens, groups }`, or `{ unavailable }` when the catalog
 * has too few plain products (with `migrate: true` when it has no cart tables yet).
 */
export async function prepareCartShoppers(catalogEnv) {
  const db = await openCatalog(catalogEnv);
  try {
    const [tables] = await db.query(`select to_regclass('cart_lines') is not null as ready`);
    if (!tables?.ready) return { migrate: true, unavailable: 'no cart tables yet' };
    // Per brand, its most popular plain products (no options, no daily limit) with stock for
    // every add: each shopper alternates between the products of one brand (one per basket).
    const products = await db.query(`
      select id, brand_id as "brandId", current_price as "price" from (
        select p.id, p.brand_id, p.current_price,
          row_number() over (partition by p.brand_id order by p.popularity desc, p.id) as place
        from products p
        where p.stock_quantity >= 50 and p.max_per_order >= 10 and p.daily_limit is null
          and not exists (select 1 from customization_options o where o.product_id = p.id)
      ) ranked where place <= ${GROUP_SIZE} order by brand_id, place`);
    const byBrand = new Map();
    for (const product of products) {
      if (!byBrand.has(product.brandId)) byBrand.set(product.brandId, []);
      byBrand.get(product.brandId).push(product);
    }
    const groups = [...byBrand.values()].filter((group) => group.length === GROUP_SIZE);
    if (groups.length === 0) return { unavailable: 'no brand with enough plain products' };

    const total = ADD_SHOPPERS + READ_SHOPPERS;
    await db.query('begin');
    await db.query(
      `insert into customers (email, name, phone_code, phone, password_hash, verified_at)
       select '${EMAIL_PREFIX}' || n || '@example.com', 'Bench Shopper ' || n, '999',
         lpad(n::text, 9, '0'), 'bench-no-password', now()
       from generate_series(1, ${total}) as n
       on conflict do nothing`,
    );
    const customers = await db.query(
      `select id, split_part(split_part(email, '@', 1), '-', 3)::int as n from customers
       where email like '${EMAIL_PREFIX}%@example.com' and phone_code = '999'
       order by n limit ${total}`,
    );
    if (customers.length < total) throw new Error('the bench shoppers were not all created');
    const ids = customers.map((row) => row.id);
    // Every run starts alike: empty baskets, fresh tokens only.
    await db.query(`delete from carts where customer_id in (${ids.join(',')})`);
    await db.query(`delete from customer_tokens where customer_id in (${ids.join(',')})`);
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    const values = ids.map((id, index) => `(${id}, '${hashToken(tokens[index])}')`).join(',');
    await db.query(`insert into customer_tokens (customer_id, token_hash) values ${values}`);

    // The read baskets: 5 lines of one brand each, at today's prices.
    const readIds = ids.slice(ADD_SHOPPERS);
    const carts = await db.query(
      `insert into carts (customer_id, brand_id) values ${readIds
        .map((id, index) => `(${id}, ${groups[index % groups.length][0].brandId})`)
        .join(',')} returning id, customer_id as "customerId"`,
    );
    const lines = carts.flatMap((cart, index) =>
      groups[index % groups.length]
        .slice(0, READ_LINES)
        .map((product, line) => `(${cart.id}, ${product.id}, ${1 + (line % 2)}, ${product.price})`),
    );
    await db.query(
      `insert into cart_lines (cart_id, product_id, quantity, added_unit_price)
       values ${lines.join(',')}`,
    );
    await db.query('commit');
    return {
      addTokens: tokens.slice(0, ADD_SHOPPERS),
      readTokens: tokens.slice(ADD_SHOPPERS),
      groups: groups.map((group) => group.map((product) => product.id)),
    };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.close();
  }
}

const jsonHeaders = { 'X-Public-Key': PUBLIC_KEY, Accept: 'application/json' };

/**
 * The n-th add: shoppers take turns, each adding 1 unit of the next product of its brand's
 * group, so a basket grows to 6 lines and then their quantities (far below the limits).
 */
export function addRequests({ addTokens, groups }) {
  return (index) => {
    const shopper = index % addTokens.length;
    const round = Math.floor(index / addTokens.length);
    const group = groups[shopper % groups.length];
    return {
      method: 'POST',
      path: '/api/Cart/Line',
      headers: {
        ...jsonHeaders,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${addTokens[shopper]}`,
      },
      body: JSON.stringify({ productId: group[round % group.length], quantity: 1 }),
    };
  };
}

/** The n-th read: the next read shopper's basket of 5 lines. */
export function readRequests({ readTokens }) {
  return (index) => ({
    method: 'GET',
    path: '/api/Cart',
    headers: { ...jsonHeaders, Authorization: `Bearer ${readTokens[index % readTokens.length]}` },
  });
}
