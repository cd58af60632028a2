import { createHash } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brandDeliverySpeeds,
  brands,
  deliverySpeeds,
  type products,
  sellerApplications,
  sellers,
  stores,
} from '#src/db/schema.ts';

// Approval opens the seller's account (issue 16, R6.03): one store, one brand of the catalog
// owned by that store, and the seller who signs in to run them. Both the staff approval and the
// tests' seller kit go through here, so a seller is always made the same way.

/** What a new brand starts with until its seller changes it (minor units of SAR). */
export const NEW_BRAND_DEFAULTS = {
  currency: 'SAR',
  minimumOrder: 3000,
  freeShippingThreshold: 20000,
  speeds: { standard: { fee: 1500, etaMinutes: 24 * 60 }, express: { fee: 2500, etaMinutes: 120 } },
} as const;

/** `Ahmad's Bakery & Co.` → `ahmad-s-bakery-and-co`; empty for a name with no Latin letter. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * A slug of `base` that no row of `table` has yet (`base`, `base-2`, `base-3`, …). Two writers at
 * once may pick the same one: the unique index then refuses the second, which tries again.
 */
export async function freeSlug(
  tx: Database,
  table: typeof stores | typeof brands | typeof products,
  base: string,
) {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
    if (!taken) return slug;
  }
}

/** Two logo colours derived from the name, so each new brand looks its own. */
function coloursOf(name: string): { color: string; accentColor: string } {
  const digest = createHash('sha256').update(name).digest();
  const hue = (digest[0]! * 360) / 256;
  const hex = (h: number, s: number, l: number) => {
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return Math.round(c * 255)
        .toString(16)
        .padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
  };
  // Dark enough for white text on it (contrast ≥ 4.5), the accent light.
  return { color: hex(hue, 0.6, 0.28), accentColor: hex((hue + 40) % 360, 0.85, 0.6) };
}

export interface OpenedSellerAccount {
  sellerId: number;
  storeId: number;
  storeSlug: string;
  brandId: number;
}

/**
 * Opens the account of an application: a store and a brand named as the applicant asked (the
 * brand serving the application's cities with the standard and express speeds), and the seller
 * with the application's e-mail, password and language. Call it in the transaction that marks
 * the application approved, under that row's lock: it refuses an application that already has a
 * seller, so a double approval cannot open two accounts.
 */
export async function openSellerAccount(
  tx: Database,
  applicationId: number,
): Promise<OpenedSellerAccount> {
  const [application] = await tx
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.id, applicationId))
    .for('update');
  if (!application) throw new Error(`openSellerAccount: no application ${applicationId}`);
  const [existing] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.applicationId, applicationId));
  if (existing) throw new Error(`openSellerAccount: application ${applicationId} has a seller`);

  // One approval at a time chooses slugs: two stores of the same name approved at once would
  // otherwise both find `base` free. Plain reads of the stores go on meanwhile.
  await tx.execute(sql`lock table ${stores} in exclusive mode`);
  const base = slugOf(application.displayNameEn) || `store-${application.id}`;
  const names = {
    name: application.displayName,
    nameEn: application.displayNameEn,
    description: application.description,
    descriptionEn: application.description,
  };
  const storeSlug = await freeSlug(tx, stores, base);
  const [store] = await tx
    .insert(stores)
    .values({ slug: storeSlug, ...names, sortOrder: 1000 + application.id })
    .returning({ id: stores.id });
  if (!store) throw new Error('openSellerAccount: no store');
  const [brand] = await tx
    .insert(brands)
    .values({
      slug: await freeSlug(tx, brands, base),
      activityTypeId: application.activityTypeId,
      ...names,
      ...coloursOf(application.displayNameEn),
      minimumOrder: NEW_BRAND_DEFAULTS.minimumOrder,
      freeShippingThreshold: NEW_BRAND_DEFAULTS.freeShippingThreshold,
      currency: NEW_BRAND_DEFAULTS.currency,
      sortOrder: 1000 + application.id,
      vatNumber: application.vatNumber,
      storeId: store.id,
    })
    .returning({ id: brands.id });
  if (!brand) throw new Error('openSellerAccount: no brand');
  if (application.cityIds.length > 0) {
    await tx
      .insert(brandCities)
      .values(application.cityIds.map((cityId) => ({ brandId: brand.id, cityId })));
  }
  const speeds = await tx
    .select({ id: deliverySpeeds.id, code: deliverySpeeds.code })
    .from(deliverySpeeds)
    .where(ne(deliverySpeeds.code, 'scheduled'));
  if (speeds.length > 0) {
    await tx.insert(brandDeliverySpeeds).values(
      speeds.map(({ id, code }) => ({
        brandId: brand.id,
        deliverySpeedId: id,
        ...NEW_BRAND_DEFAULTS.speeds[code as 'standard' | 'express'],
      })),
    );
  }
  const [seller] = await tx
    .insert(sellers)
    .values({
      applicationId,
      storeId: store.id,
      email: application.email,
      name: application.contactName,
      passwordHash: application.passwordHash,
      locale: application.locale,
    })
    .returning({ id: sellers.id });
  if (!seller) throw new Error('openSellerAccount: no seller');
  return { sellerId: seller.id, storeId: store.id, storeSlug, brandId: brand.id };
}

/**
 * Suspends (or reinstates) the seller of an application: the store leaves (or returns to) the
 * marketplace and the seller's tokens stop (or start) working. In the decision's transaction.
 */
export async function setSellerSuspended(
  tx: Database,
  applicationId: number,
  suspended: boolean,
): Promise<void> {
  const [seller] = await tx
    .update(sellers)
    .set({ suspendedAt: suspended ? sql`now()` : null })
    .where(eq(sellers.applicationId, applicationId))
    .returning({ storeId: sellers.storeId });
  if (!seller) throw new Error(`setSellerSuspended: application ${applicationId} has no seller`);
  await tx
    .update(stores)
    .set({ status: suspended ? 'suspended' : 'active' })
    .where(eq(stores.id, seller.storeId));
}
