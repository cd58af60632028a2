import type { Offer } from '@shop/core/schemas';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { offerProducts, offers } from '#src/db/schema.ts';

/** URL of an offer's generated banner (an API path; the storefront prefixes the API origin). */
export function offerImageUrl(offerId: number): string {
  return `/media/offers/${offerId}.svg`;
}

/** Offers that have not ended (running and upcoming), the one ending soonest first. */
export async function listOffers(db: Database, ids?: number[]): Promise<Offer[]> {
  const rows = await db
    .select({
      id: offers.id,
      name: offers.name,
      nameEn: offers.nameEn,
      discountPercent: offers.discountPercent,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
    })
    .from(offers)
    .where(and(gt(offers.endsAt, sql`now()`), ids ? inArray(offers.id, ids) : undefined))
    .orderBy(asc(offers.endsAt), asc(offers.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ offerId: offerProducts.offerId, rows: count() })
    .from(offerProducts)
    .where(
      inArray(
        offerProducts.offerId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(offerProducts.offerId);
  const countById = new Map(counts.map((row) => [row.offerId, row.rows]));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    image: offerImageUrl(row.id),
    productCount: countById.get(row.id) ?? 0,
  }));
}

/** Whether an offer with that id exists at all (ended ones included). */
export async function offerExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).limit(1);
  return row !== undefined;
}
