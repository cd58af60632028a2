import { asc, gt, sql } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { offerProducts, offers, products } from '#src/db/schema.ts';

/**
 * Sets every product's `current_price` to its list price less the largest discount of the
 * offers running now (rounded to the minor unit), touching only rows that change: products
 * in some offer and those still discounted. One statement, safe on both engines and when
 * several servers run it at once.
 */
export async function refreshOfferPrices(db: Database): Promise<void> {
  await db.execute(sql`
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
    where p.id = fresh.id and p.current_price <> fresh.price`);
  // Counts (price filters) and kept answers show current prices.
  catalogChanged(db);
}

/** The next moment an offer starts or ends, if any. */
async function nextOfferBoundary(db: Database): Promise<number | undefined> {
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

/** However the offers change, prices are looked at again at least this often. */
const RECHECK_MS = 60_000;

/**
 * An onRequest hook that keeps current prices current: before a read, when an offer has
 * started or ended since the last refresh (or a minute has passed), it refreshes them once;
 * concurrent requests wait for the same refresh. Otherwise it costs a clock comparison.
 */
export function keepOfferPricesCurrent(db: Database): onRequestAsyncHookHandler {
  let dueAt = 0;
  let refreshing: Promise<void> | undefined;
  const refresh = async () => {
    await refreshOfferPrices(db);
    const boundary = await nextOfferBoundary(db);
    dueAt = Math.min(boundary ?? Number.POSITIVE_INFINITY, Date.now() + RECHECK_MS);
  };
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (Date.now() < dueAt) return;
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    await refreshing;
  };
}
