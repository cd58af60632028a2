import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { brands, stores } from '#src/db/schema.ts';

// A suspended seller's store is off the marketplace until staff reinstate it (issue 16): its
// brands and products are left out of every listing, search, suggestion, sitemap and page, and
// wherever a shopper still holds one of its products (a basket line, a favourite) it counts as
// out of stock, so nothing of it can be added, ordered or placed. No row is changed or deleted:
// reinstatement brings everything back as it was.

/**
 * The ids of the brands whose store is suspended: a handful at most, which PostgreSQL reads
 * once per statement and tests each row against as a hashed set.
 */
const suspendedBrandIds = sql`(select ${brands.id} from ${brands}
  join ${stores} on ${stores.id} = ${brands.storeId} where ${stores.status} = 'suspended')`;

/** True for a product (by its brand id column) whose store is not suspended. */
export function onSale(brandId: AnyColumn | SQL): SQL {
  return sql`${brandId} not in ${suspendedBrandIds}`;
}

/** A product's stock as shoppers may buy it: none while its store is suspended. */
export function stockOnSale(brandId: AnyColumn | SQL, stockQuantity: AnyColumn | SQL): SQL<number> {
  return sql<number>`(case when ${onSale(brandId)} then ${stockQuantity} else 0 end)`;
}

/** True for a brand (the `brands` row of the statement) whose store is not suspended. */
export const brandOnSale: SQL = sql`not exists (select 1 from ${stores}
  where ${stores.id} = ${brands.storeId} and ${stores.status} = 'suspended')`;
