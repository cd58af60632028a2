import { count, inArray, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { refreshOfferPrices } from '#src/products/offer-prices.ts';
import { productSearchTexts, rebuildSearchVocabulary } from '#src/search/search-index.ts';
import type { Database } from '../database.ts';
import {
  activityTypes,
  brandCities,
  brandDeliveryAreas,
  brandDeliverySpeeds,
  brands,
  categories,
  cities,
  countries,
  currencies,
  customizationChoices,
  customizationOptions,
  deliverySpeeds,
  offerProducts,
  offers,
  productCountries,
  productImages,
  products,
  states,
} from '../schema.ts';
import { demoBrands, demoDeliverySpeeds, type DemoBrand } from './demo-brands.ts';
import { demoBrandCategories, demoCategoryTrees, type DemoCategory } from './demo-categories.ts';
import { demoCurrencies, STORE_CURRENCY } from './demo-currencies.ts';
import { demoOffers } from './demo-offers.ts';
import type { Customization } from './demo-product-templates.ts';
import {
  brandProducts,
  brandQuotas,
  DEMO_PRODUCT_COUNT,
  demoProductSlugs,
  type DemoProduct,
} from './demo-products.ts';
import { demoCountries } from './demo-regions.ts';
import { ensureDeliverySlots } from '#src/checkout/delivery-slots.ts';

export interface CatalogSeedResult {
  countries: number;
  cities: number;
  brands: number;
  categories: number;
  products: number;
  offers: number;
  currencies: number;
  searchWords: number;
}

const NOTHING: CatalogSeedResult = {
  countries: 0,
  cities: 0,
  brands: 0,
  categories: 0,
  products: 0,
  offers: 0,
  currencies: 0,
  searchWords: 0,
};

export interface CatalogSeedOptions {
  /** Products to generate (default 1,500, the demo catalog). */
  products?: number;
  /** The moment offers are timed from (default now). */
  now?: Date;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

interface Named {
  name: string;
  nameEn: string;
}

/** What product rows need to know of the rows seeded before them. */
interface CatalogContext {
  brandBySlug: Map<string, { id: number; names: Named }>;
  categoryBySlug: Map<string, { id: number; path: Named[] }>;
  /** Country ids a brand delivers to; the first is its home country. */
  countriesByBrand: Map<string, number[]>;
}

async function loadContext(db: Database): Promise<CatalogContext> {
  const brandRows = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, nameEn: brands.nameEn })
    .from(brands);
  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      name: categories.name,
      nameEn: categories.nameEn,
    })
    .from(categories);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const pathOf = (id: number) => {
    const path: Named[] = [];
    for (
      let row = categoryById.get(id);
      row && path.length < 10;
      row = row.parentId === null ? undefined : categoryById.get(row.parentId)
    ) {
      path.push({ name: row.name, nameEn: row.nameEn });
    }
    return path;
  };
  const served = await db
    .select({ brandId: brandCities.brandId, countryId: states.countryId, cityId: cities.id })
    .from(brandCities)
    .innerJoin(cities, sql`${cities.id} = ${brandCities.cityId}`)
    .innerJoin(states, sql`${states.id} = ${cities.stateId}`)
    .orderBy(brandCities.brandId, cities.id);
  const slugById = new Map(brandRows.map((row) => [row.id, row.slug]));
  const countriesByBrand = new Map<string, number[]>();
  for (const row of served) {
    const slug = slugById.get(row.brandId);
    if (!slug) continue;
    const list = countriesByBrand.get(slug) ?? [];
    if (!list.includes(row.countryId)) list.push(row.countryId);
    countriesByBrand.set(slug, list);
  }
  return {
    brandBySlug: new Map(
      brandRows.map((row) => [
        row.slug,
        { id: row.id, names: { name: row.name, nameEn: row.nameEn } },
      ]),
    ),
    categoryBySlug: new Map(
      categoryRows.map((row) => [row.slug, { id: row.id, path: pathOf(row.id) }]),
    ),
    countriesByBrand,
  };
}

type OptionSeed = Named & {
  kind: 'choice' | 'text' | 'file';
  required: boolean;
  choices: (Named & { priceDelta: number })[];
};

const choice = (nameEn: string, name: string, priceDelta = 0) => ({ name, nameEn, priceDelta });

/** The choices a shopper makes for each kind of customisable product. */
const customizationOptionsByKind: Record<Customization, OptionSeed[]> = {
  cake: [
    {
      kind: 'text',
      nameEn: 'Message on the cake',
      name: 'عبارة على الكيكة',
      required: false,
      choices: [],
    },
    {
      kind: 'choice',
      nameEn: 'Candles',
      name: 'الشموع',
      required: false,
      choices: [
        choice('No candles', 'بدون شموع'),
        choice('Number candles', 'شموع أرقام', 1000),
        choice('Sparkler candles', 'شموع نارية', 1500),
      ],
    },
    {
      kind: 'file',
      nameEn: 'Photo to print on the cake',
      name: 'صورة للطباعة على الكيكة',
      required: false,
      choices: [],
    },
  ],
  flowers: [
    {
      kind: 'choice',
      nameEn: 'Wrapping',
      name: 'التغليف',
      required: true,
      choices: [
        choice('Kraft paper', 'ورق كرافت'),
        choice('Silk ribbon', 'شريطة حرير', 1500),
        choice('Gift box', 'صندوق هدية', 3500),
      ],
    },
    { kind: 'text', nameEn: 'Card message', name: 'رسالة البطاقة', required: false, choices: [] },
  ],
  meat: [
    {
      kind: 'choice',
      nameEn: 'Cut',
      name: 'طريقة التقطيع',
      required: true,
      choices: [
        choice('Whole', 'كامل'),
        choice('Cubes', 'مكعبات'),
        choice('Slices', 'شرائح', 500),
        choice('Minced', 'مفروم', 500),
      ],
    },
    {
      kind: 'choice',
      nameEn: 'Packaging',
      name: 'التغليف',
      required: false,
      choices: [choice('Standard', 'عادي'), choice('Vacuum packed', 'مفرغ من الهواء', 300)],
    },
  ],
  'whole-lamb': [
    {
      kind: 'choice',
      nameEn: 'Cut',
      name: 'طريقة التقطيع',
      required: true,
      choices: [
        choice('Whole', 'كاملة'),
        choice('Halves', 'أنصاف'),
        choice('Quarters', 'أرباع'),
        choice('Medium pieces', 'قطع متوسطة', 2000),
        choice('Small pieces', 'قطع صغيرة', 2500),
      ],
    },
    {
      kind: 'choice',
      nameEn: 'Head and trotters',
      name: 'الرأس والمقادم',
      required: false,
      choices: [
        choice('Included', 'مع الرأس والمقادم'),
        choice('Not included', 'بدون الرأس والمقادم'),
      ],
    },
    {
      kind: 'text',
      nameEn: 'Notes for the butcher',
      name: 'ملاحظات للجزار',
      required: false,
      choices: [],
    },
  ],
};

/** Inserts products with their images, countries and customisation options. */
async function insertProducts(
  db: Database,
  context: CatalogContext,
  items: readonly DemoProduct[],
): Promise<Map<string, number>> {
  const idBySlug = new Map<string, number>();
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const rows = batch.map((item) => {
      const brand = context.brandBySlug.get(item.brandSlug);
      const category = context.categoryBySlug.get(item.categorySlug);
      if (!brand || !category) {
        throw new Error(`demo product ${item.slug}: unknown brand or category`);
      }
      return {
        slug: item.slug,
        sku: item.sku,
        brandId: brand.id,
        categoryId: category.id,
        name: item.name,
        nameEn: item.nameEn,
        description: item.description,
        descriptionEn: item.descriptionEn,
        unit: item.unit,
        unitEn: item.unitEn,
        weightValue: item.weightValue,
        weightUnit: item.weightUnit,
        price: item.price,
        compareAtPrice: item.compareAtPrice,
        currentPrice: item.price,
        currency: item.currency,
        stockQuantity: item.stockQuantity,
        restockable: item.restockable,
        maxPerOrder: item.maxPerOrder,
        storage: item.storage,
        popularity: item.popularity,
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
        ...productSearchTexts(item, brand.names, category.path),
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) idBySlug.set(row.slug, row.id);

    const images: (typeof productImages.$inferInsert)[] = [];
    const deliverable: (typeof productCountries.$inferInsert)[] = [];
    const options: { productId: number; option: OptionSeed; position: number }[] = [];
    for (const item of batch) {
      const productId = idBySlug.get(item.slug);
      if (productId === undefined) continue;
      for (let view = 1; view <= item.imageCount; view += 1) {
        const url = `/media/products/${item.slug}.svg${view > 1 ? `?view=${view}` : ''}`;
        images.push({ productId, position: view, url });
      }
      const served = context.countriesByBrand.get(item.brandSlug) ?? [];
      for (const countryId of item.homeCountryOnly ? served.slice(0, 1) : served) {
        deliverable.push({ productId, countryId });
      }
      if (item.customization) {
        customizationOptionsByKind[item.customization].forEach((option, position) =>
          options.push({ productId, option, position }),
        );
      }
    }
    if (images.length > 0) await db.insert(productImages).values(images);
    if (deliverable.length > 0) await db.insert(productCountries).values(deliverable);
    if (options.length > 0) {
      const optionRows = await db
        .insert(customizationOptions)
        .values(
          options.map(({ productId, option, position }) => ({
            productId,
            kind: option.kind,
            name: option.name,
            nameEn: option.nameEn,
            required: option.required,
            position,
          })),
        )
        .returning({ id: customizationOptions.id });
      const choiceRows = optionRows.flatMap((row, index) =>
        (options[index]?.option.choices ?? []).map((item, position) => ({
          optionId: row.id,
          name: item.name,
          nameEn: item.nameEn,
          priceDelta: item.priceDelta,
          position,
        })),
      );
      if (choiceRows.length > 0) await db.insert(customizationChoices).values(choiceRows);
    }
  }
  return idBySlug;
}

async function insertRegions(db: Database): Promise<{ countries: number; cities: number }> {
  let cityCount = 0;
  for (const [countryIndex, country] of demoCountries.entries()) {
    const [countryRow] = await db
      .insert(countries)
      .values({
        code: country.code,
        phoneCode: country.phoneCode,
        name: country.name,
        nameEn: country.nameEn,
        sortOrder: countryIndex + 1,
      })
      .returning({ id: countries.id });
    if (!countryRow) throw new Error('country insert returned nothing');
    for (const [stateIndex, state] of country.states.entries()) {
      const [stateRow] = await db
        .insert(states)
        .values({
          countryId: countryRow.id,
          name: state.name,
          nameEn: state.nameEn,
          sortOrder: stateIndex + 1,
        })
        .returning({ id: states.id });
      if (!stateRow) throw new Error('state insert returned nothing');
      await db.insert(cities).values(
        state.cities.map((city, cityIndex) => ({
          stateId: stateRow.id,
          name: city.name,
          nameEn: city.nameEn,
          sortOrder: cityIndex + 1,
        })),
      );
      cityCount += state.cities.length;
    }
  }
  return { countries: demoCountries.length, cities: cityCount };
}

async function insertBrands(db: Database): Promise<DemoBrand[]> {
  const typeIdByIcon = new Map(
    (await db.select({ id: activityTypes.id, icon: activityTypes.icon }).from(activityTypes)).map(
      (row) => [row.icon, row.id],
    ),
  );
  const cityIdByName = new Map(
    (await db.select({ id: cities.id, nameEn: cities.nameEn }).from(cities)).map((row) => [
      row.nameEn,
      row.id,
    ]),
  );
  const cityNameByKey = new Map(
    demoCountries.flatMap((country) =>
      country.states.flatMap((state) => state.cities.map((city) => [city.key, city.nameEn])),
    ),
  );
  const speedRows = await db
    .insert(deliverySpeeds)
    .values(demoDeliverySpeeds.map((speed, index) => ({ ...speed, sortOrder: index + 1 })))
    .returning({ id: deliverySpeeds.id, code: deliverySpeeds.code });
  const speedIdByCode = new Map(speedRows.map((row) => [row.code, row.id]));

  // A store that replaced the demo activity types gets the brands of those it kept.
  const seeded = demoBrands.filter((brand) => typeIdByIcon.has(brand.activity));
  for (const [index, brand] of seeded.entries()) {
    const [row] = await db
      .insert(brands)
      .values({
        slug: brand.slug,
        activityTypeId: typeIdByIcon.get(brand.activity) ?? 0,
        name: brand.name,
        nameEn: brand.nameEn,
        description: brand.description,
        descriptionEn: brand.descriptionEn,
        color: brand.color,
        accentColor: brand.accentColor,
        minimumOrder: brand.minimumOrder,
        freeShippingThreshold: brand.freeShippingThreshold,
        vatNumber: brand.vatNumber,
        currency: STORE_CURRENCY,
        sortOrder: index + 1,
      })
      .returning({ id: brands.id });
    if (!row) throw new Error('brand insert returned nothing');
    await db.insert(brandCities).values(
      brand.cities.map((key) => {
        const cityId = cityIdByName.get(cityNameByKey.get(key) ?? '');
        if (cityId === undefined) throw new Error(`brand ${brand.slug}: unknown city ${key}`);
        return { brandId: row.id, cityId };
      }),
    );
    await db.insert(brandDeliverySpeeds).values(
      brand.speeds.map((speed) => ({
        brandId: row.id,
        deliverySpeedId: speedIdByCode.get(speed.code) ?? 0,
        fee: speed.fee,
        etaMinutes: speed.etaMinutes,
      })),
    );
    if (brand.area) {
      const { store, prepMinutes, minutesPerKm } = brand.area;
      await db.insert(brandDeliveryAreas).values({
        brandId: row.id,
        storeLat: store.lat,
        storeLng: store.lng,
        prepMinutes,
        minutesPerKm,
        ...('radiusMeters' in brand.area
          ? { kind: 'radius' as const, radiusMeters: brand.area.radiusMeters }
          : { kind: 'polygon' as const, polygon: brand.area.polygon }),
      });
    }
  }
  return seeded;
}

async function insertCategories(db: Database, seededBrands: readonly DemoBrand[]): Promise<number> {
  let inserted = 0;
  const insertTree = async (
    tree: readonly DemoCategory[],
    parentId: number | null,
    brandId: number | null,
  ) => {
    for (const [index, category] of tree.entries()) {
      // A brand's own top-level categories come before the shared ones (sort order 0).
      const sortOrder = brandId !== null && parentId === null ? 0 : index + 1;
      const [row] = await db
        .insert(categories)
        .values({
          slug: category.slug,
          parentId,
          brandId,
          name: category.name,
          nameEn: category.nameEn,
          art: category.art,
          color: category.color,
          sortOrder,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned nothing');
      inserted += 1;
      if (category.children) await insertTree(category.children, row.id, brandId);
    }
  };
  const activities = new Set(seededBrands.map((brand) => brand.activity));
  for (const [activity, tree] of Object.entries(demoCategoryTrees)) {
    if (activities.has(activity as DemoBrand['activity'])) await insertTree(tree, null, null);
  }
  const brandIdBySlug = new Map(
    (await db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  for (const [slug, tree] of Object.entries(demoBrandCategories)) {
    const brandId = brandIdBySlug.get(slug);
    if (brandId !== undefined) await insertTree(tree, null, brandId);
  }
  return inserted;
}

/** Products of the offer: its categories (with their children), most popular first. */
function pickOfferProducts(
  offer: (typeof demoOffers)[number],
  catalog: readonly DemoProduct[],
): string[] {
  const wanted = new Set<string>();
  const collect = (tree: readonly DemoCategory[], inside: boolean) => {
    for (const category of tree) {
      const take = inside || offer.categories.includes(category.slug);
      if (take) wanted.add(category.slug);
      collect(category.children ?? [], take);
    }
  };
  for (const tree of [...Object.values(demoCategoryTrees), ...Object.values(demoBrandCategories)]) {
    collect(tree, false);
  }
  const featured = new Set(Object.values(demoProductSlugs));
  return catalog
    .filter(
      (product) =>
        wanted.has(product.categorySlug) &&
        !featured.has(product.slug) &&
        (offer.brands === undefined || offer.brands.includes(product.brandSlug)),
    )
    .sort((a, b) => b.popularity - a.popularity || (a.slug < b.slug ? -1 : 1))
    .slice(0, offer.count)
    .map((product) => product.slug);
}

async function insertOffers(
  db: Database,
  catalog: readonly DemoProduct[],
  idBySlug: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  for (const [index, offer] of demoOffers.entries()) {
    const [row] = await db
      .insert(offers)
      .values({
        name: offer.name,
        nameEn: offer.nameEn,
        discountPercent: offer.discountPercent,
        startsAt: new Date(now.getTime() + offer.startsIn),
        endsAt: new Date(now.getTime() + offer.endsIn),
        color: offer.color,
        art: offer.art,
      })
      .returning({ id: offers.id });
    if (!row) throw new Error('offer insert returned nothing');
    const slugs = pickOfferProducts(offer, catalog);
    // The first offer (ending soonest) also holds a featured product tests can rely on.
    if (index === 0) slugs.unshift(demoProductSlugs.onOffer);
    const productIds = slugs.flatMap((slug) => {
      const id = idBySlug.get(slug);
      return id === undefined ? [] : [id];
    });
    if (productIds.length > 0) {
      await db
        .insert(offerProducts)
        .values(productIds.map((productId) => ({ offerId: row.id, productId })));
      if (offer.dailyLimit !== undefined) {
        await db
          .update(products)
          .set({ dailyLimit: offer.dailyLimit })
          .where(inArray(products.id, productIds));
      }
    }
  }
  return demoOffers.length;
}

/** The demo products of a catalog of `total`, brand by brand (the brands that were seeded). */
function demoCatalog(seededBrands: readonly DemoBrand[], total: number): DemoProduct[] {
  const quotas = brandQuotas(total);
  return seededBrands.flatMap((brand) => [...brandProducts(brand, 0, quotas.get(brand.slug) ?? 0)]);
}

/**
 * Fills an empty catalog with the demo marketplace: regions, delivery speeds, brands, category
 * trees, products (1,500 unless `options.products` says otherwise) with images and options,
 * offers timed from now, currencies and the search vocabulary. A catalog that already has
 * brands is left alone, so every start may call it. Needs the activity types (seedDemoData).
 */
export async function seedDemoCatalog(
  db: Database,
  options: CatalogSeedOptions = {},
): Promise<CatalogSeedResult> {
  const total = options.products ?? DEMO_PRODUCT_COUNT;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL wait here instead of both seeding.
    await tx.execute(sql`lock table ${brands} in exclusive mode`);
    const [existing] = await tx.select({ rows: count() }).from(brands);
    if ((existing?.rows ?? 0) > 0) return NOTHING;

    const regions = await insertRegions(tx);
    const seededBrands = await insertBrands(tx);
    await ensureDeliverySlots(tx, now);
    const categoryCount = await insertCategories(tx, seededBrands);
    const context = await loadContext(tx);
    const catalog = demoCatalog(seededBrands, total);
    const idBySlug = await insertProducts(tx, context, catalog);
    const offerCount = seededBrands.length > 0 ? await insertOffers(tx, catalog, idBySlug, now) : 0;
    await refreshOfferPrices(tx);
    await tx.insert(currencies).values(demoCurrencies).onConflictDoNothing();
    const searchWordCount = await rebuildSearchVocabulary(tx);
    // Fresh statistics, so the first queries are planned for the rows just inserted.
    await tx.execute(sql`analyze`);
    return {
      ...regions,
      brands: seededBrands.length,
      categories: categoryCount,
      products: idBySlug.size,
      offers: offerCount,
      currencies: demoCurrencies.length,
      searchWords: searchWordCount,
    };
  });
}

/**
 * Grows a seeded demo catalog to `total` products (benchmarks: `pnpm seed -- --products
 * 100000`): each brand gets its share, continuing its deterministic product sequence, in
 * batches; then the search vocabulary is rebuilt. Returns how many products it added.
 */
export async function growDemoCatalog(
  db: Database,
  total: number,
  onProgress: (added: number) => void = () => {},
): Promise<number> {
  const context = await loadContext(db);
  const counts = new Map(
    (
      await db
        .select({ brandId: products.brandId, rows: count() })
        .from(products)
        .groupBy(products.brandId)
    ).map((row) => [row.brandId, row.rows]),
  );
  const quotas = brandQuotas(total);
  let added = 0;
  for (const brand of demoBrands) {
    const seeded = context.brandBySlug.get(brand.slug);
    if (!seeded) continue;
    const from = counts.get(seeded.id) ?? 0;
    const to = quotas.get(brand.slug) ?? 0;
    let batch: DemoProduct[] = [];
    const flush = async () => {
      await insertProducts(db, context, batch);
      added += batch.length;
      onProgress(added);
      batch = [];
    };
    for (const product of brandProducts(brand, from, to)) {
      batch.push(product);
      if (batch.length >= 5000) await flush();
    }
    if (batch.length > 0) await flush();
  }
  if (added > 0) {
    await db.transaction(async (tx) => void (await rebuildSearchVocabulary(tx)));
    // After a bulk load: the visibility map lets counts use index-only scans, and statistics
    // let the planner pick the indexes at all.
    await db.execute(sql`vacuum analyze`);
    catalogChanged(db);
  }
  return added;
}
