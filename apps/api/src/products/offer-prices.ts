import { asc, gt, sql, type SQL } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { offerProducts, offers, products } from '#src/db/schema.ts';

/**
 * Sets every product's `current_price` to its list price less the largest discount of the
 * offers running now (rounded to the minor unit), touching only rows that change: products
 * in some offer and those still discounted. One statement, safe on both engines and when
 * several servers run it at once. The `offer-prices` job runs it (src/cluster/jobs.ts) as
 * offers start and end, never a read. Answers how many products changed price.
 */
export async function refreshOfferPrices(db: Database): Promise<number> {
  const result: unknown = await db.execute(sql`
    update ${products} as p set current_price = fresh.price
    from (
      select candidate.id,
        round(candidate.price * (100 - coalesce(running.percent, 0)) / 100.0)::integer as price
      from ${products} as candidate
      left join (
        select op.product_id, max(o.discount_percent) as percent
        from ${offerProducts} as op
        join ${offers} as o on o.id = op.offer_id
        where o.starts_at <= now() and o.ends_at > now()
        group by op.product_id
      ) as running on running.product_id = candidate.id
      where candidate.id in (select product_id from ${offerProducts})
        or candidate.current_price <> candidate.price
    ) as fresh
    where p.id = fresh.id and p.current_price <> fresh.price
    returning p.id`);
  // Both drivers answer raw queries with `{ rows }`; the shared Database type does not say so.
  const changed = result as { rows: unknown[] };
  // Counts (price filters) and kept answers show current prices, in every process.
  if (changed.rows.length > 0) catalogChanged(db);
  return changed.rows.length;
}

/**
 * What product `productId` costs now at list price `price`: less the largest discount of its
 * offers running now, rounded as {@link refreshOfferPrices} does (a price change sets both).
 */
export function currentPriceOf(productId: SQL | number, price: number): SQL<number> {
  return sql<number>`round(${price} * (100 - coalesce((
      select max(o.discount_percent) from ${offerProducts} as op
      join ${offers} as o on o.id = op.offer_id
      where op.product_id = ${productId} and o.starts_at <= now() and o.ends_at > now()
    ), 0)) / 100.0)::integer`;
}

/** The next moment an offer starts or ends, if any. */
export async function nextOfferBoundary(db: Database): Promise<number | undefined> {
  const [starting] = await db
    .select({ at: offers.startsAt })
    .from(offers)
    .where(gt(offers.startsAt, sql`now()`))
    .orderBy(asc(offers.startsAt))
    .limit(1);
  const [ending] = await db
    .select({ at: offers.endsAt })
    .from(offers)
    .where(gt(offers.endsAt, sql`now()`))
    .orderBy(asc(offers.endsAt))
    .limit(1);
  const times = [starting?.at, ending?.at].flatMap((at) => (at ? [at.getTime()] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}
