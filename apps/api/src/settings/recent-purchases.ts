import {
  RECENT_PURCHASE_MIN_ORDERS,
  RECENT_PURCHASE_WINDOW_HOURS,
  type RecentPurchase,
  type RecentPurchaseQuery,
} from '@shop/core/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { onSale } from '#src/stores/store-suspension.ts';

/** Orders that really happened: placed and not cancelled, failed or still unpaid. */
const REAL_STATUSES = sql`('placed', 'preparing', 'out_for_delivery', 'delivered')`;

interface Row {
  product_id: number;
  product_name: string;
  product_name_en: string;
  product_slug: string;
  product_image: string | null;
  city_name: string;
  city_name_en: string;
  minutes_ago: number;
  orders_in_window: number;
}

/**
 * The recently-purchased popup's items (R2.89): real orders of the last
 * RECENT_PURCHASE_WINDOW_HOURS of one brand, or delivered to one city, newest first, one item per
 * order (its largest line). Nothing when fewer than RECENT_PURCHASE_MIN_ORDERS orders are in the
 * window: the popup never invents activity, and a lone order would point at its buyer. Each item
 * names the product, the delivery city and the minutes since: never the buyer, the address, the
 * order or anything else about a person.
 */
export async function readRecentPurchases(
  db: Database,
  query: RecentPurchaseQuery,
): Promise<RecentPurchase[]> {
  const where =
    query.brandId !== undefined
      ? sql`o.brand_id = ${query.brandId}`
      : sql`o.shipping_address ->> 'subCityId' = ${String(query.cityId)}`;
  const result: unknown = await db.execute(sql`
    with recent as (
      select o.id, o.placed_at, (o.shipping_address ->> 'subCityId') as city_key
      from orders o
      where ${where}
        and o.placed_at > now() - make_interval(hours => ${RECENT_PURCHASE_WINDOW_HOURS})
        and o.status in ${REAL_STATUSES}
      order by o.placed_at desc
      limit 200
    ),
    counted as (select count(*)::int as n from recent)
    select p.id as product_id, p.name as product_name, p.name_en as product_name_en,
      p.slug as product_slug,
      (select i.url from product_images i where i.product_id = p.id order by i.position limit 1)
        as product_image,
      c.name as city_name, c.name_en as city_name_en,
      floor(extract(epoch from (now() - r.placed_at)) / 60)::int as minutes_ago,
      (select n from counted) as orders_in_window
    from recent r
    cross join lateral (
      select l.product_id from order_lines l where l.order_id = r.id
      order by l.line_total desc, l.id limit 1
    ) line
    join products p on p.id = line.product_id and ${onSale(sql.raw('p.brand_id'), sql.raw('p.id'))}
    join cities c on c.id::text = r.city_key
    order by r.placed_at desc, r.id desc
    limit ${query.limit}
  `);
  // The same shape on both drivers.
  const rows = (result as { rows: Row[] }).rows;
  if (rows.length === 0 || Number(rows[0]!.orders_in_window) < RECENT_PURCHASE_MIN_ORDERS)
    return [];
  return rows.map((row) => ({
    productId: Number(row.product_id),
    productName: row.product_name,
    productNameEn: row.product_name_en,
    productSlug: row.product_slug,
    productImage: row.product_image,
    cityName: row.city_name,
    cityNameEn: row.city_name_en,
    minutesAgo: Math.max(0, Number(row.minutes_ago)),
  }));
}
