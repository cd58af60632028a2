import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { brands, products, stores } from '#src/db/schema.ts';

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

/**
 * The ids of the products staff have not approved (issue 17: a seller's new product waits, or
 * was rejected): the queue's few rows, read through their partial index. Aliased, as drizzle
 * leaves the columns of a one-table statement unqualified.
 */
const unapprovedProductIds = sql`(select hidden.id from ${products} as hidden
  where hidden.approval_status <> 'approved')`;

/**
 * True for a product (by its brand id and id columns) shoppers may see: its store is not
 * suspended and staff approved it.
 */
export function onSale(brandId: AnyColumn | SQL, productId: AnyColumn | SQL): SQL {
  return sql`(${brandId} not in ${suspendedBrandIds} and ${productId} not in ${unapprovedProductIds})`;
}

/** A product's stock as shoppers may buy it: none while its store is suspended or unapproved. */
export function stockOnSale(
  brandId: AnyColumn | SQL,
  stockQuantity: AnyColumn | SQL,
  productId: AnyColumn | SQL,
): SQL<number> {
  return sql<number>`(case when ${onSale(brandId, productId)} then ${stockQuantity} else 0 end)`;
}

/** True for a brand (the `brands` row of the statement) whose store is not suspended. */
export const brandOnSale: SQL = sql`not exists (select 1 from ${stores}
  where ${stores.id} = ${brands.storeId} and ${stores.status} = 'suspended')`;
