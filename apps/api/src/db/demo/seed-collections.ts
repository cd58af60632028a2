import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { categories, collectionProducts, collections, offers, products } from '#src/db/schema.ts';

// The demo shop's collection pages (issue 16), in Arabic and English, published: one curated
// (the most popular products, in order) and two rules (a category, an offer).

export const demoCollections = [
  {
    slug: 'our-picks',
    title: 'اختياراتنا',
    titleEn: 'Our picks',
    description: 'منتجات اخترناها لك بعناية هذا الأسبوع.',
    descriptionEn: 'Products we picked for you this week.',
    kind: 'curated' as const,
  },
  {
    slug: 'dairy-essentials',
    title: 'أساسيات الألبان',
    titleEn: 'Dairy essentials',
    description: 'الحليب والأجبان والبيض وكل ما تحتاجه من الألبان.',
    descriptionEn: 'Milk, cheese, eggs and every dairy staple you need.',
    kind: 'rule' as const,
  },
  {
    slug: 'flash-deals',
    title: 'عروض خاطفة',
    titleEn: 'Flash deals',
    description: 'منتجات بأسعار مخفضة لفترة محدودة.',
    descriptionEn: 'Products at reduced prices for a limited time.',
    kind: 'rule' as const,
  },
];

/** How many products the curated demo collection holds. */
const PICKS = 12;

/** Adds the demo collections once (nothing when any collection exists). */
export async function seedDemoCollections(db: Database): Promise<{ collections: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${collections}, ${collectionProducts} in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(collections);
    if ((existing?.n ?? 0) > 0) return { collections: 0 };
    const [dairy] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'dairy-eggs'))
      .orderBy(asc(categories.id))
      .limit(1);
    const [offer] = await tx
      .select({ id: offers.id })
      .from(offers)
      .orderBy(sql`${offers.nameEn} <> 'Dairy Flash Sale'`, asc(offers.id))
      .limit(1);
    const picks = await tx
      .select({ id: products.id })
      .from(products)
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(PICKS);
    let added = 0;
    for (const [position, demo] of demoCollections.entries()) {
      const rule =
        demo.slug === 'dairy-essentials'
          ? { categoryId: dairy?.id ?? null }
          : demo.slug === 'flash-deals'
            ? { offerId: offer?.id ?? null }
            : {};
      // A rule whose target the catalog lacks (a small demo catalog) is left out.
      if (demo.kind === 'rule' && Object.values(rule).every((value) => value === null)) continue;
      const [row] = await tx
        .insert(collections)
        .values({ ...demo, ...rule, position, publishedAt: sql`now()` })
        .returning({ id: collections.id });
      if (!row) throw new Error('seedDemoCollections: no collection');
      if (demo.kind === 'curated' && picks.length > 0) {
        await tx.insert(collectionProducts).values(
          picks.map((pick, index) => ({
            collectionId: row.id,
            productId: pick.id,
            position: index,
          })),
        );
      }
      added += 1;
    }
    return { collections: added };
  });
}
