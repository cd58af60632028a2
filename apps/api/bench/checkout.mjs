// The checkout rows of the API benchmark (issue 14): "checkout quote" (POST /api/Checkout/Quote
// of a ready basket) and "order placement" (POST /api/Checkout/Place, cash on delivery, each
// request a new shopper's basket under its own Idempotency-Key). The shoppers are made straight
// in the benchmark's database before the API starts, as the cart rows' are: verified customers
// with fresh tokens, an address in a city their brand serves, a basket of two products meeting
// the brand's minimum order and a live hold on a roomy slot. After the load, the stock the
// placements took is checked against what their orders hold: nothing oversold, nothing lost.
import { randomBytes } from 'node:crypto';
import { hashToken, openCatalog } from '@shop/bench/catalog-db';
import { PUBLIC_KEY } from '@shop/bench/sample';

/** Shoppers, one basket each: more than a run can place (each placement empties one). */
const SHOPPERS = 15_000;
/** Brands the shoppers buy from, and the stock their products get (never the limit). */
const BRANDS = 20;
const STOCK = 10_000_000;
const EMAIL_PREFIX = 'bench-checkout-';

/**
 * Makes the checkout shoppers (the API must not be running on a PGlite data dir):
 * `{ shoppers: [{ token, addressId, slotId, speedId, ip }], productIds, stockBefore }`, or
 * `{ unavailable }` (with `migrate: true` when the checkout's tables are not there yet).
 */
export async function prepareCheckoutShoppers(catalogEnv) {
  const db = await openCatalog(catalogEnv);
  try {
    const [tables] = await db.query(`select to_regclass('payments') is not null as ready`);
    if (!tables?.ready) return { migrate: true, unavailable: 'no checkout tables yet' };
    // Brands with a city (and no delivery area), a standard speed and two plain products to sell.
    const products = await db.query(`
      select p.id, p.brand_id as "brandId", p.current_price as price, p.max_per_order as "max",
        b.minimum_order as "minimumOrder", bc.city_id as "cityId", c.state_id as "stateId",
        s.country_id as "countryId", bds.delivery_speed_id as "speedId"
      from (
        select p.*, row_number() over (partition by p.brand_id order by p.popularity desc, p.id) as place
        from products p
        where p.max_per_order >= 10 and p.daily_limit is null and p.current_price > 0
          and not exists (select 1 from customization_options o where o.product_id = p.id)
      ) p
      join brands b on b.id = p.brand_id
      join lateral (select city_id from brand_cities where brand_id = b.id order by city_id limit 1) bc on true
      join cities c on c.id = bc.city_id
      join states s on s.id = c.state_id
      join brand_delivery_speeds bds on bds.brand_id = b.id
      join delivery_speeds ds on ds.id = bds.delivery_speed_id and ds.code = 'standard'
      where p.place <= 2
        -- A brand with a delivery area takes only addresses placed on its map (issue 18): the
        -- buyers here have a city, not a point, so they shop at brands that deliver by city.
        and not exists (select 1 from brand_delivery_areas a where a.brand_id = b.id)
      order by p.brand_id, p.place`);
    const byBrand = new Map();
    for (const product of products) {
      if (!byBrand.has(product.brandId)) byBrand.set(product.brandId, []);
      byBrand.get(product.brandId).push(product);
    }
    // Each basket: both products, as many of each as the brand's minimum order needs.
    const groups = [...byBrand.values()]
      .filter((group) => group.length === 2)
      .map((group) => {
        const [first] = group;
        const pair = group.reduce((sum, product) => sum + product.price, 0);
        const quantity = Math.max(1, Math.ceil(first.minimumOrder / pair));
        return { ...first, products: group, quantity };
      })
      .filter((group) => group.products.every((product) => product.max >= group.quantity))
      .slice(0, BRANDS);
    if (groups.length === 0) return { unavailable: 'no brand with a city, a speed and products' };

    await db.query('begin');
    await db.query(
      `insert into customers (email, name, phone_code, phone, password_hash, verified_at)
       select '${EMAIL_PREFIX}' || n || '@example.com', 'Bench Buyer ' || n, '998',
         lpad(n::text, 9, '0'), 'bench-no-password', now()
       from generate_series(1, ${SHOPPERS}) as n
       on conflict do nothing`,
    );
    const customers = await db.query(
      `select id, split_part(split_part(email, '@', 1), '-', 3)::int as n from customers
       where email like '${EMAIL_PREFIX}%@example.com' and phone_code = '998'
       order by n limit ${SHOPPERS}`,
    );
    if (customers.length < SHOPPERS) throw new Error('the bench buyers were not all created');
    const ids = customers.map((row) => row.id).join(',');
    // Every run starts alike: no earlier orders, baskets, holds, addresses or tokens.
    await db.query(`delete from orders where customer_id in (${ids})`);
    await db.query(`delete from checkouts where customer_id in (${ids})`);
    await db.query(`delete from slot_holds where customer_id in (${ids})`);
    await db.query(`delete from carts where customer_id in (${ids})`);
    await db.query(`delete from customer_addresses where customer_id in (${ids})`);
    await db.query(`delete from customer_tokens where customer_id in (${ids})`);

    const productIds = groups.flatMap((group) => group.products.map((product) => product.id));
    await db.query(`update products set stock_quantity = ${STOCK} where id in (${productIds})`);
    // A roomy slot per brand, off the hour so the slots job never makes the same one.
    for (const group of groups) {
      const [slot] = await db.query(
        `insert into delivery_slots (brand_id, starts_at, ends_at, capacity)
         values ($1, date_trunc('hour', now()) + interval '3 days 7 minutes',
           date_trunc('hour', now()) + interval '3 days 3 hours 7 minutes', 1000000)
         on conflict (brand_id, starts_at) do update set capacity = excluded.capacity
         returning id`,
        [group.brandId],
      );
      group.slotId = slot.id;
    }

    const tokens = customers.map(() => randomBytes(32).toString('base64url'));
    const groupOf = (index) => groups[index % groups.length];
    const rows = (make) => customers.map((customer, index) => make(customer.id, index)).join(',');
    await db.query(
      `insert into customer_tokens (customer_id, token_hash) values ${rows(
        (id, index) => `(${id}, '${hashToken(tokens[index])}')`,
      )}`,
    );
    const addresses = await db.query(
      `insert into customer_addresses (customer_id, title, street_address, country_id, state_id,
         city_id, postal_code, phone)
       values ${rows((id, index) => {
         const group = groupOf(index);
         return `(${id}, 'Home', '1 Bench Street', ${group.countryId}, ${group.stateId}, ${group.cityId}, '12345', '500000000')`;
       })}
       returning id, customer_id as "customerId"`,
    );
    const addressOf = new Map(addresses.map((row) => [row.customerId, row.id]));
    const carts = await db.query(
      `insert into carts (customer_id, brand_id) values ${rows(
        (id, index) => `(${id}, ${groupOf(index).brandId})`,
      )} returning id, customer_id as "customerId"`,
    );
    const cartOf = new Map(carts.map((row) => [row.customerId, row.id]));
    await db.query(
      `insert into cart_lines (cart_id, product_id, quantity, added_unit_price) values ${customers
        .flatMap((customer, index) => {
          const group = groupOf(index);
          return group.products.map(
            (product) =>
              `(${cartOf.get(customer.id)}, ${product.id}, ${group.quantity}, ${product.price})`,
          );
        })
        .join(',')}`,
    );
    await db.query(
      `insert into slot_holds (slot_id, customer_id, expires_at) values ${rows(
        (id, index) => `(${groupOf(index).slotId}, ${id}, now() + interval '2 hours')`,
      )}`,
    );
    await db.query('commit');
    return {
      productIds,
      shoppers: customers.map((customer, index) => ({
        token: tokens[index],
        addressId: addressOf.get(customer.id),
        slotId: groupOf(index).slotId,
        speedId: groupOf(index).speedId,
        // Shoppers come from many addresses, as they would (the API believes loopback proxies).
        ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      })),
    };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.close();
  }
}

const runId = randomBytes(6).toString('base64url');

function checkoutRequest(path, shopper, headers = {}) {
  return {
    method: 'POST',
    path,
    headers: {
      'X-Public-Key': PUBLIC_KEY,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${shopper.token}`,
      'X-Forwarded-For': shopper.ip,
      ...headers,
    },
    body: JSON.stringify({
      addressId: shopper.addressId,
      slotId: shopper.slotId,
      deliverySpeedId: shopper.speedId,
      paymentMethod: 'cod',
    }),
  };
}

/** The n-th quote: the shoppers' baskets in turn. */
export function quoteRequests({ shoppers }) {
  return (index) => checkoutRequest('/api/Checkout/Quote', shoppers[index % shoppers.length]);
}

/** The n-th placement: the n-th shopper's basket (once each), under a key of its own. */
export function placeRequests({ shoppers }) {
  return (index) =>
    checkoutRequest('/api/Checkout/Place', shoppers[index % shoppers.length], {
      'Idempotency-Key': `bench-${runId}-${index}`,
    });
}

/**
 * After the placements: the orders the buyers hold and whether the stock the placements took is
 * exactly what those orders hold (no unit oversold or lost), with no stock below zero.
 */
export async function checkStock(catalogEnv, { productIds }) {
  const db = await openCatalog(catalogEnv);
  try {
    const [row] = await db.query(
      `select
         (select count(*)::int from orders o join customers c on c.id = o.customer_id
           where c.email like '${EMAIL_PREFIX}%') as orders,
         (select coalesce(sum(l.quantity), 0)::bigint from order_lines l
           join orders o on o.id = l.order_id join customers c on c.id = o.customer_id
           where c.email like '${EMAIL_PREFIX}%') as "unitsOrdered",
         (select sum(${STOCK} - stock_quantity)::bigint from products
           where id in (${productIds})) as "unitsTaken",
         (select count(*)::int from products where stock_quantity < 0) as negative`,
    );
    return {
      orders: row.orders,
      unitsOrdered: Number(row.unitsOrdered),
      unitsTaken: Number(row.unitsTaken),
      negative: row.negative,
    };
  } finally {
    await db.close();
  }
}
