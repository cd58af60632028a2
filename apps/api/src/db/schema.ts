import {
  DELIVERY_AREA_MAX_POINTS,
  DELIVERY_AREA_MAX_RADIUS_METERS,
  type LatLng,
  SELLER_COMMISSION_DEFAULT_BPS,
  SELLER_COMMISSION_MAX_BPS,
  productApprovalStatuses,
  sellerApplicationStatuses,
  sellerDocumentKinds,
} from '@shop/core/schemas';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Columns every table carries: when a row was created and last changed. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Arabic `name` and English `name_en`: every display text comes in both languages. */
const names = {
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
};

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Binary data (an uploaded file); drizzle has no built-in column for it. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Kinds of shop the marketplace offers (supermarket, bakery …), shown in `sortOrder`. */
export const activityTypes = pgTable(
  'activity_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Arabic display name. */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Icon name from the storefront's icon set (`basket`, `bread` …). */
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('activity_types_sort_order_idx').on(table.sortOrder, table.id)],
);

// ── Regions ─────────────────────────────────────────────────────────────────────────────────

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2. */
    code: char('code', { length: 2 }).notNull().unique(),
    /** International dialling code without "+". */
    phoneCode: text('phone_code').notNull(),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('countries_sort_order_idx').on(table.sortOrder, table.id)],
);

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('states_country_idx').on(table.countryId, table.sortOrder, table.id)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('cities_state_idx').on(table.stateId, table.sortOrder, table.id)],
);

// ── Brands (merchants) ──────────────────────────────────────────────────────────────────────

/** Whether a store shows on the marketplace: a suspended seller's store is hidden. */
export const storeStatus = pgEnum('store_status', ['active', 'suspended']);

/**
 * A seller's store (issue 16): the public face of a local shop, owning one or more brands of the
 * catalog (its products are theirs).
 */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** URL-safe handle: `/stores/{slug}`. */
    slug: text('slug').notNull().unique(),
    ...names,
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    status: storeStatus('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('stores_status_order_idx').on(table.status, table.sortOrder, table.id)],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Short URL-safe handle, also the suffix of the brand's product slugs. */
    slug: text('slug').notNull().unique(),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id),
    ...names,
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Logo colours (hex), used by the generated logo. */
    color: text('color').notNull(),
    accentColor: text('accent_color').notNull(),
    /** Minimum basket in minor units of `currency`. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    /** A basket of at least this much ships free (minor units of `currency`); null: never. */
    freeShippingThreshold: integer('free_shipping_threshold'),
    currency: char('currency', { length: 3 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The seller's VAT registration number (15 digits in Saudi Arabia), printed on invoices. */
    vatNumber: text('vat_number'),
    /** The seller's store that owns the brand (null: the marketplace's own). */
    storeId: integer('store_id').references(() => stores.id),
    ...timestamps,
  },
  (table) => [
    index('brands_activity_type_idx').on(table.activityTypeId, table.sortOrder, table.id),
    index('brands_store_idx').on(table.storeId),
    check('brands_minimum_order_check', sql`${table.minimumOrder} >= 0`),
  ],
);

/** Cities a brand delivers to. */
export const brandCities = pgTable(
  'brand_cities',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.cityId] }),
    index('brand_cities_city_idx').on(table.cityId, table.brandId),
  ],
);

export const deliverySpeedCode = pgEnum('delivery_speed_code', [
  'standard',
  'express',
  'scheduled',
]);

export const deliverySpeeds = pgTable('delivery_speeds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: deliverySpeedCode('code').notNull().unique(),
  ...names,
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** The delivery speeds a brand offers, with its own fee and typical time to the door. */
export const brandDeliverySpeeds = pgTable(
  'brand_delivery_speeds',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    deliverySpeedId: integer('delivery_speed_id')
      .notNull()
      .references(() => deliverySpeeds.id),
    /** Fee in minor units of the store currency. */
    fee: integer('fee').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.deliverySpeedId] }),
    check('brand_delivery_speeds_fee_check', sql`${table.fee} >= 0`),
    check('brand_delivery_speeds_eta_check', sql`${table.etaMinutes} > 0`),
  ],
);

export const deliveryAreaKind = pgEnum('delivery_area_kind', ['radius', 'polygon']);

/**
 * A brand's delivery area (issue 18): a circle of `radius_meters` around its store's point, or a
 * polygon (a ring of `{ lat, lng }`, the last point joining the first). The estimate to the door
 * is `prep_minutes + ceil(km from the store × minutes_per_km)` (delivery-area/geometry.ts). A
 * brand without a row delivers by city (brand_cities) as before.
 */
export const brandDeliveryAreas = pgTable(
  'brand_delivery_areas',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeLat: doublePrecision('store_lat').notNull(),
    storeLng: doublePrecision('store_lng').notNull(),
    kind: deliveryAreaKind('kind').notNull(),
    radiusMeters: integer('radius_meters'),
    polygon: jsonb('polygon').$type<LatLng[]>(),
    prepMinutes: integer('prep_minutes').notNull(),
    minutesPerKm: integer('minutes_per_km').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'brand_delivery_areas_store_check',
      sql`${table.storeLat} between -90 and 90 and ${table.storeLng} between -180 and 180`,
    ),
    check(
      'brand_delivery_areas_shape_check',
      // coalesce: a CHECK that comes out null passes, and a missing radius or polygon must not.
      sql`coalesce(case ${table.kind}
        when 'radius' then ${table.polygon} is null
          and ${table.radiusMeters} between 1 and ${sql.raw(String(DELIVERY_AREA_MAX_RADIUS_METERS))}
        else ${table.radiusMeters} is null and jsonb_typeof(${table.polygon}) = 'array'
          and jsonb_array_length(${table.polygon}) between 3 and ${sql.raw(String(DELIVERY_AREA_MAX_POINTS))}
        end, false)`,
    ),
    check(
      'brand_delivery_areas_eta_check',
      sql`${table.prepMinutes} >= 0 and ${table.minutesPerKm} >= 0`,
    ),
  ],
);

// ── Categories and products ─────────────────────────────────────────────────────────────────

/** A tree of categories; shared (`brand_id` null) or owned by one brand. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    ...names,
    /** Key of the picture the generated product images draw (`milk`, `bread` …). */
    art: text('art').notNull(),
    /** Background colour (hex) of the generated images. */
    color: text('color').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId, table.sortOrder, table.id),
    index('categories_brand_idx').on(table.brandId),
  ],
);

export const weightUnit = pgEnum('weight_unit', ['g', 'kg']);
export const storageKind = pgEnum('storage_kind', ['cold', 'dry']);

/**
 * Whether shoppers may see a product (issue 17): a seller's new product waits for staff
 * (`pending`) unless its seller is on auto-approval; every product before this existed is
 * `approved`. The moves between them are in src/products/product-approval.ts.
 */
export const productApprovalStatus = pgEnum('product_approval_status', productApprovalStatuses);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    ...names,
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Sales unit, e.g. "حبة" / "piece". */
    unit: text('unit').notNull(),
    unitEn: text('unit_en').notNull(),
    weightValue: doublePrecision('weight_value'),
    weightUnit: weightUnit('weight_unit'),
    /** List price, minor units of `currency`. */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    /**
     * What the product costs now: the list price less the largest running offer's discount.
     * Derived (src/products/offer-prices.ts keeps it current as offers start and end), so
     * listings can filter and sort by the price shoppers see through an index.
     */
    currentPrice: integer('current_price').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** With no stock: true = out of stock (comes back), false = sold out (will not). */
    restockable: boolean('restockable').notNull().default(true),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    /**
     * Most units one customer may buy in 24 hours, basket and recent orders together (R8.12);
     * null: no such limit.
     */
    dailyLimit: integer('daily_limit'),
    storage: storageKind('storage').notNull(),
    approvalStatus: productApprovalStatus('approval_status').notNull().default('approved'),
    /** Why staff rejected it (shown to its seller); null otherwise. */
    approvalReason: text('approval_reason'),
    /** When it last went to staff for approval: the queue's order and age. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sales-based score: the order of `sort=relevance` when there is no search query. */
    popularity: integer('popularity').notNull().default(0),
    /** Normalised names in both languages (src/search/normalize.ts): full-text weight A. */
    searchName: text('search_name').notNull().default(''),
    /** Normalised brand and category names: full-text weight B. */
    searchExtra: text('search_extra').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`setweight(to_tsvector('simple'::regconfig, ${products.searchName}), 'A') || setweight(to_tsvector('simple'::regconfig, ${products.searchExtra}), 'B')`,
      ),
    ...timestamps,
  },
  (table) => [
    // One index per listing path: filter columns first, then the sort, then id for ties.
    index('products_brand_popularity_idx').on(
      table.brandId,
      table.popularity.desc().nullsFirst(),
      table.id,
    ),
    index('products_brand_category_popularity_idx').on(
      table.brandId,
      table.categoryId,
      table.popularity.desc().nullsFirst(),
      table.id,
    ),
    index('products_brand_current_price_idx').on(table.brandId, table.currentPrice, table.id),
    index('products_brand_category_current_price_idx').on(
      table.brandId,
      table.categoryId,
      table.currentPrice,
      table.id,
    ),
    index('products_brand_created_idx').on(
      table.brandId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('products_brand_name_idx').on(table.brandId, table.name, table.id),
    index('products_brand_name_en_idx').on(table.brandId, table.nameEn, table.id),
    index('products_category_popularity_idx').on(
      table.categoryId,
      table.popularity.desc().nullsFirst(),
      table.id,
    ),
    index('products_category_current_price_idx').on(table.categoryId, table.currentPrice, table.id),
    // Without these a category sorted by name walked the whole name index (30 ms on 100k).
    index('products_category_name_idx').on(table.categoryId, table.name, table.id),
    index('products_category_name_en_idx').on(table.categoryId, table.nameEn, table.id),
    index('products_category_created_idx').on(
      table.categoryId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('products_popularity_idx').on(table.popularity.desc().nullsFirst(), table.id),
    index('products_current_price_idx').on(table.currentPrice, table.id),
    index('products_name_idx').on(table.name, table.id),
    index('products_name_en_idx').on(table.nameEn, table.id),
    // The few products whose current price differs (in a running offer): refreshed often.
    index('products_discounted_idx')
      .on(table.id)
      .where(sql`${table.currentPrice} <> ${table.price}`),
    index('products_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    // The few products shoppers may not see yet, which every listing leaves out, and staff's
    // queue of them, oldest first.
    index('products_unapproved_idx')
      .on(table.approvalStatus, table.submittedAt, table.id)
      .where(sql`${table.approvalStatus} <> 'approved'`),
    check('products_price_check', sql`${table.price} >= 0`),
    check(
      'products_current_price_check',
      sql`${table.currentPrice} >= 0 and ${table.currentPrice} <= ${table.price}`,
    ),
    check(
      'products_compare_at_price_check',
      sql`${table.compareAtPrice} is null or ${table.compareAtPrice} > ${table.price}`,
    ),
    check('products_stock_check', sql`${table.stockQuantity} >= 0`),
    check('products_max_per_order_check', sql`${table.maxPerOrder} > 0`),
    check('products_daily_limit_check', sql`${table.dailyLimit} > 0`),
    check(
      'products_weight_check',
      sql`(${table.weightValue} is null) = (${table.weightUnit} is null) and (${table.weightValue} is null or ${table.weightValue} > 0)`,
    ),
    check('products_rating_check', sql`${table.ratingAverage} between 0 and 5`),
  ],
);

/**
 * What search reads of each product, in narrow rows: the full-text vector, what the filters,
 * facets and sorts need, and what a suggestion shows. A search reads every match once (facets
 * count them all); from this table that is about half the time it takes from the wide product
 * rows. Kept by a trigger on `products` (migration 0008), so every writer keeps it current:
 * the seed, offer price refreshes, stock changes.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    currentPrice: integer('current_price').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    popularity: integer('popularity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [index('product_search_vector_idx').using('gin', table.searchVector)],
);

/** Countries a product can be delivered to. */
export const productCountries = pgTable(
  'product_countries',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.countryId] }),
    index('product_countries_country_idx').on(table.countryId, table.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Absolute path on the API (`/media/…`) or a full URL. */
    url: text('url').notNull(),
    /** Text alternative per language; empty: the product's name stands for it. */
    alt: text('alt').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    /**
     * A picture a seller uploaded (issue 17), kept here so every API process serves it at
     * `/media/products/<fileId>.<ext>`: a random id, the type its bytes have, the re-encoded
     * bytes. Null for pictures drawn by the API.
     */
    fileId: uuid('file_id'),
    contentType: text('content_type'),
    data: bytea('data'),
  },
  (table) => [
    uniqueIndex('product_images_product_position_idx').on(table.productId, table.position),
    uniqueIndex('product_images_file_idx').on(table.fileId),
  ],
);

export const customizationKind = pgEnum('customization_kind', ['choice', 'text', 'file']);

export const customizationOptions = pgTable(
  'customization_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: customizationKind('kind').notNull(),
    ...names,
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('customization_options_product_idx').on(table.productId, table.position)],
);

export const customizationChoices = pgTable(
  'customization_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => customizationOptions.id, { onDelete: 'cascade' }),
    ...names,
    /** Added to the product price, minor units (may be negative). */
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('customization_choices_option_idx').on(table.optionId, table.position)],
);

// ── Offers and currencies ───────────────────────────────────────────────────────────────────

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...names,
    discountPercent: integer('discount_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Banner colours and picture of the generated banner. */
    color: text('color').notNull(),
    art: text('art').notNull(),
    ...timestamps,
  },
  (table) => [
    index('offers_ends_at_idx').on(table.endsAt, table.id),
    check('offers_discount_check', sql`${table.discountPercent} between 1 and 90`),
    check('offers_period_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.productId] }),
    index('offer_products_product_idx').on(table.productId, table.offerId),
  ],
);

export const currencies = pgTable(
  'currencies',
  {
    /** ISO 4217. */
    code: char('code', { length: 3 }).primaryKey(),
    ...names,
    symbol: text('symbol').notNull(),
    symbolEn: text('symbol_en').notNull(),
    minorUnits: integer('minor_units').notNull(),
    /** Units of this currency for one unit of the store currency. */
    rate: doublePrecision('rate').notNull(),
    isStoreCurrency: boolean('is_store_currency').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('currencies_rate_check', sql`${table.rate} > 0`),
    check('currencies_minor_units_check', sql`${table.minorUnits} between 0 and 4`),
    // At most one store currency.
    uniqueIndex('currencies_store_currency_idx')
      .on(table.isStoreCurrency)
      .where(sql`${table.isStoreCurrency}`),
  ],
);

// ── Search vocabulary (src/search) ──────────────────────────────────────────────────────────

/**
 * Every word of the product search index (normalised), for typo correction: a query word that
 * is not here is replaced by the most similar word that is.
 */
export const searchWords = pgTable(
  'search_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The normalised word, as in `products.search_vector`. */
    word: text('word').notNull(),
    /** How the word is shown in a corrected query (its most common spelling). */
    display: text('display').notNull(),
    /** `ar` or `en`: a word is only corrected to a word of its own script. */
    lang: char('lang', { length: 2 }).notNull(),
    /** The word in ASCII (Arabic letters transliterated one to one) for pg_trgm. */
    trigramKey: text('trigram_key').notNull(),
    /** Products containing the word. */
    frequency: integer('frequency').notNull(),
  },
  (table) => [
    uniqueIndex('search_words_word_idx').on(table.word),
    index('search_words_prefix_idx').on(table.word.op('text_pattern_ops')),
    index('search_words_trigram_idx').using('gin', table.trigramKey.op('gin_trgm_ops')),
  ],
);

/**
 * The word itself and each of its one-letter deletions: two words with a shared variant are at
 * most one edit apart (symmetric delete), which finds transpositions like "mlik" → "milk" that
 * share too few trigrams.
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  {
    variant: text('variant').notNull(),
    wordId: integer('word_id')
      .notNull()
      .references(() => searchWords.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.variant, table.wordId] }),
    index('search_word_variants_word_idx').on(table.wordId),
  ],
);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

/** A shopper's account. `email` is stored lower-cased; sign-in needs `verified_at`. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Dialling code without "+" (`966` …) and the national number without its leading 0. */
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The language the shopper last used the store in: their e-mails and pushes use it. */
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (table) => [
    check('customers_locale_check', sql`${table.locale} in ('en', 'ar')`),
    uniqueIndex('customers_email_idx').on(table.email),
    uniqueIndex('customers_phone_idx').on(table.phoneCode, table.phone),
  ],
);

/** Bearer tokens: only their sha256 is kept; a revoked token stops working. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** base64url sha256 of the token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_tokens_hash_idx').on(table.tokenHash),
    index('customer_tokens_customer_idx').on(table.customerId),
  ],
);

export const codePurpose = pgEnum('code_purpose', ['verify_email', 'reset_password']);

/**
 * The e-mailed 6-digit codes: one live code per customer and purpose (a new one replaces the
 * old), kept as a peppered hash, valid until `expires_at`, used once, dead after 5 wrong tries.
 */
export const customerCodes = pgTable(
  'customer_codes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.purpose] })],
);

/** A customer's delivery address in one of the served cities. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    streetAddress: text('street_address').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    buildingNumber: text('building_number').notNull().default(''),
    floorNumber: text('floor_number').notNull().default(''),
    apartmentNumber: text('apartment_number').notNull().default(''),
    receiverName: text('receiver_name').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Where the address is on the map (issue 18), both or neither; null: never placed. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...timestamps,
  },
  (table) => [
    index('customer_addresses_customer_idx').on(table.customerId, table.cityId),
    check(
      'customer_addresses_location_check',
      // coalesce: half a point would make the check null, which passes.
      sql`coalesce((${table.lat} is null and ${table.lng} is null) or
        (${table.lat} between -90 and 90 and ${table.lng} between -180 and 180), false)`,
    ),
  ],
);

/** Mail kept by the API when no SMTP server is configured (the development mailbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_created_idx').on(table.createdAt)],
);

/** Fixed-window request counters of the rate limits, by key (`verify:<email>` …). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Secrets the server generates once and keeps (the code pepper, VAPID keys …). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products a customer marked as favourite. */
export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);

/** The customer's compare list (at most MAX_COMPARE products). */
export const compareItems = pgTable(
  'compare_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);

/** A customer's notifications (bilingual title `name`/`name_en` and body). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...names,
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_customer_idx').on(table.customerId, table.createdAt, table.id)],
);

export const pushKind = pgEnum('push_kind', ['fcm', 'webpush']);

/**
 * A browser's push registration: a Firebase token or a Web Push subscription. One row per
 * endpoint; it belongs to the customer signed in on that browser last.
 */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: pushKind('kind').notNull(),
    /** The FCM token, or the Web Push endpoint URL. */
    endpoint: text('endpoint').notNull(),
    /** Web Push subscription keys (null for FCM). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('push_registrations_endpoint_idx').on(table.endpoint),
    index('push_registrations_customer_idx').on(table.customerId),
  ],
);

// ── Carts and orders ────────────────────────────────────────────────────────────────────────

/**
 * A basket (issue 13): a signed-in customer's (one each) or a guest's, found by the sha256 of
 * its opaque id (the id itself is never stored). One brand per basket (R4.20).
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** base64url sha256 of a guest's cart id; null for a customer's cart. */
    guestKeyHash: text('guest_key_hash'),
    /** The brand of the lines, null while empty. */
    brandId: integer('brand_id').references(() => brands.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('carts_customer_idx').on(table.customerId),
    uniqueIndex('carts_guest_key_idx').on(table.guestKeyHash),
    index('carts_updated_idx').on(table.updatedAt),
    check(
      'carts_owner_check',
      sql`(${table.customerId} is null) <> (${table.guestKeyHash} is null)`,
    ),
  ],
);

/**
 * A basket line: a product with one customization. Two customizations of one product are two
 * lines; the same one again adds to its line (`customization_key` identifies the answers).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** sha256 of the answers' canonical text ('' for none): the line's identity within the cart. */
    customizationKey: text('customization_key').notNull().default(''),
    /** The answers: `[{ optionId, choiceId?, text?, uploadId? }]`, by option id. */
    customization: jsonb('customization')
      .$type<{ optionId: number; choiceId?: number; text?: string; uploadId?: string }[]>()
      .notNull()
      .default([]),
    /** The uploads the answers name, so unreferenced ones can be found and removed. */
    uploadIds: uuid('upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** What one unit cost when the line was last added to (minor units). */
    addedUnitPrice: integer('added_unit_price').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('cart_lines_product_idx').on(table.cartId, table.productId, table.customizationKey),
    index('cart_lines_product_only_idx').on(table.productId),
    check('cart_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** A customization file (image re-encoded, or PDF), readable only through its cart. */
export const cartUploads = pgTable(
  'cart_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The shopper's file name, cleaned, for display only. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_uploads_cart_idx').on(table.cartId),
    index('cart_uploads_created_idx').on(table.createdAt),
  ],
);

export const orderStatus = pgEnum('order_status', [
  'awaiting_payment',
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
]);
export const paymentMethod = pgEnum('payment_method', ['cod', 'card', 'bnpl']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);

/** An address as it was when an order was placed (a copy, never a reference). */
export type OrderAddressCopy = Record<string, string | number>;

/**
 * A delivery window of a brand (issue 14) with the places it has. Places in use are counted
 * from `slot_holds` under this row's lock, never kept in a counter column.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Closed by staff or the seller (issue 17): no longer offered nor held; bookings stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_slots_brand_start_idx').on(table.brandId, table.startsAt),
    check('delivery_slots_capacity_check', sql`${table.capacity} > 0`),
    check('delivery_slots_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * One placement (`POST Checkout/Place`) under the shopper's `Idempotency-Key`: a repeat with the
 * same key answers the orders it made; another body under it is refused (`request_hash`).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the request's canonical body. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkouts_customer_key_idx').on(table.customerId, table.idempotencyKey)],
);

/**
 * An order (issue 14): one per storage kind of a placement (cold and dry → two, sharing
 * `checkout_id`). Addresses are copies; amounts are minor units of `currency`, prices include
 * VAT and `vat` is the VAT part of `total`.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `SO-` and the id, eight digits: what the shopper reads and quotes. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`'SO-' || lpad(${orders.id}::text, 8, '0')`),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    status: orderStatus('status').notNull().default('placed'),
    paymentMethod: paymentMethod('payment_method').notNull().default('cod'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    slotId: integer('slot_id').references(() => deliverySlots.id),
    deliverySpeedId: integer('delivery_speed_id').references(() => deliverySpeeds.id),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressCopy>().notNull().default({}),
    billingAddress: jsonb('billing_address').$type<OrderAddressCopy>().notNull().default({}),
    storage: storageKind('storage').notNull().default('dry'),
    currency: char('currency', { length: 3 }).notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The coupon's discount on this order (it lowers the VAT base). */
    discount: integer('discount').notNull().default(0),
    /** Loyalty points spent on this order, as their worth in minor units (a means of payment). */
    points: integer('points').notNull().default(0),
    /** Wallet balance spent on this order, minor units (a means of payment). */
    wallet: integer('wallet').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    /** What is left to pay by `payment_method`: subtotal + delivery − discount − points − wallet. */
    total: integer('total').notNull().default(0),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id),
    /** An order awaiting payment that is still unpaid at this time fails (stock given back). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt),
    // Staff read every order newest first, of one status or all (GET Staff/Order).
    index('orders_placed_idx').on(table.placedAt, table.id),
    // The recently-purchased popup reads a brand's orders of the last hours (R2.89).
    index('orders_brand_placed_idx').on(table.brandId, table.placedAt),
    index('orders_status_placed_idx').on(table.status, table.placedAt, table.id),
    uniqueIndex('orders_number_idx').on(table.number),
    index('orders_checkout_idx').on(table.checkoutId),
    index('orders_payment_due_idx')
      .on(table.paymentDueAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
  ],
);

/**
 * A shopper's hold on a place of a slot: live until `expires_at` while `order_id` is null, then
 * the place of the order it was attached to (freed when that placement's orders are all
 * cancelled or failed). One unattached hold per customer (a new hold moves it).
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('slot_holds_slot_idx').on(table.slotId, table.expiresAt),
    uniqueIndex('slot_holds_customer_live_idx')
      .on(table.customerId)
      .where(sql`${table.orderId} is null`),
    index('slot_holds_order_idx').on(table.orderId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's names when ordered (copies). */
    name: text('name').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The line's answers as the cart showed them (names, choices, texts, files). */
    customization: jsonb('customization').$type<unknown[]>().notNull().default([]),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * The customization files an order's lines name, copied from the cart's uploads at placement
 * (same id), so the cart's cleanup never removes what an order refers to.
 */
export const orderUploads = pgTable(
  'order_uploads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.id] })],
);

// ── Coupons, wallet and points, payments (issue 14) ─────────────────────────────────────────

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed']);

/**
 * A coupon: a percentage (`value` 1–100, capped by `max_discount`) or a fixed amount (`value`
 * minor units of `currency`) off the basket's subtotal. Usable from `starts_at` to `ends_at`, on
 * a basket of at least `min_subtotal`, at most `max_uses` times in all and
 * `max_uses_per_customer` times per shopper (null: no limit), for `brand_id`'s baskets only
 * when set, and only on a shopper's first order when `first_order_only` (the newsletter offer).
 * `code` is kept upper-case; the shopper's input is matched case-insensitively.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    ...names,
    kind: couponKind('kind').notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    currency: char('currency', { length: 3 }),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Paused by staff (issue 17): refused at checkout like an unknown code until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_idx').on(table.code),
    check('coupons_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check('coupons_value_check', sql`${table.value} > 0`),
    check('coupons_percent_check', sql`${table.kind} <> 'percent' or ${table.value} <= 100`),
    check(
      'coupons_fixed_currency_check',
      sql`${table.kind} <> 'fixed' or ${table.currency} is not null`,
    ),
  ],
);

export const couponRedemptionStatus = pgEnum('coupon_redemption_status', [
  'held',
  'used',
  'released',
]);

/**
 * One use of a coupon by a placement: `held` at placement, `used` once its orders are paid or
 * confirmed, `released` when they fail or are cancelled. Uses are counted from the held and used
 * rows under the coupon row's lock, never kept in a counter. One coupon per placement.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    status: couponRedemptionStatus('status').notNull().default('held'),
    discount: integer('discount').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('coupon_redemptions_checkout_idx').on(table.checkoutId),
    index('coupon_redemptions_coupon_idx').on(table.couponId, table.customerId),
  ],
);

export const ledgerAccount = pgEnum('ledger_account', ['wallet', 'points']);
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'credit',
  'debit',
  'hold',
  'capture',
  'release',
  'expiry',
]);

/**
 * The wallet and loyalty-points ledgers, append-only: a row is never updated or deleted. The
 * balance of an account is the sum of its `amount`s (minor units for the wallet, points for
 * points) and never goes below zero (checked under the customer row's lock).
 * - `credit` (+) and `debit` (−): money or points given or taken (demo grants, earnings, refunds);
 * - `hold` (−): an order's spend (one per order and account), taken at placement so it cannot be
 *   spent twice;
 * - `capture` (0) or `release` (+ the hold's amount): how a hold ends, once (`settles_id` unique):
 *   captured when its order is paid or confirmed, released when it fails or is cancelled;
 * - `expiry` (−): points left unspent when their credit's `expires_at` passed (issue 15,
 *   ledgers/points-expiry.ts).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    account: ledgerAccount('account').notNull(),
    kind: ledgerEntryKind('kind').notNull(),
    amount: integer('amount').notNull(),
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    orderId: integer('order_id').references(() => orders.id),
    /** The hold a capture or release ends. */
    settlesId: integer('settles_id').references((): AnyPgColumn => ledgerEntries.id),
    /** When the points of a `credit` expire (what is unspent by then is debited, issue 15). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why, in both languages (shown in the history of issue 15). */
    ...names,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_customer_idx').on(table.customerId, table.account, table.createdAt),
    uniqueIndex('ledger_entries_settles_idx')
      .on(table.settlesId)
      .where(sql`${table.settlesId} is not null`),
    uniqueIndex('ledger_entries_order_hold_idx')
      .on(table.orderId, table.account)
      .where(sql`${table.kind} = 'hold'`),
    check(
      'ledger_entries_sign_check',
      // By the kind's text: a value added to the enum cannot be named as an enum in the
      // transaction that adds it (the migrations run in one).
      sql`case ${table.kind}::text
        when 'credit' then ${table.amount} > 0
        when 'release' then ${table.amount} > 0
        when 'debit' then ${table.amount} < 0
        when 'hold' then ${table.amount} < 0
        when 'expiry' then ${table.amount} < 0
        else ${table.amount} = 0 end`,
    ),
    check(
      'ledger_entries_settles_check',
      sql`(${table.kind} in ('capture', 'release')) = (${table.settlesId} is not null)`,
    ),
  ],
);

export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'initiated',
  'paid',
  'failed',
  'cancelled',
  'rejected',
  'expired',
]);

/**
 * One attempt to pay a placement's orders online (card or "Pay in 4") through a provider: the
 * amount and currency asked, the provider's reference and hosted-page address, and how it ended.
 * An order awaiting payment may be paid again: a new attempt, at most one `initiated` at a time.
 * Only a verified server-side confirmation (webhook or the provider's own answer) sets `paid`.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    /** The adapter: `test` (the API's own local provider) or a real one's name. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: paymentAttemptStatus('status').notNull().default('initiated'),
    redirectUrl: text('redirect_url'),
    /** The provider's reason for a failure or rejection (never shown raw to the shopper). */
    failureCode: text('failure_code'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    uniqueIndex('payments_checkout_open_idx')
      .on(table.checkoutId)
      .where(sql`${table.status} = 'initiated'`),
    index('payments_status_idx').on(table.status, table.createdAt),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Every provider notification taken in, by the provider's event id: a webhook delivered again is
 * found here and has no second effect.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.eventId)],
);

/**
 * A hosted-page session of the local test payment provider (the API's own stand-in for a real
 * one, see payments/local-test-provider.ts): what its page shows and where it returns the
 * shopper. Kept here, not in memory, so any API process serves the page and its buttons.
 */
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    /** Random and unguessable: the page's address is the only key to it. */
    id: text('id').primaryKey(),
    method: paymentMethod('method').notNull(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The order numbers the page names. */
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    /** `open`, then `approved`, `declined` or `cancelled` once. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_payment_sessions_created_idx').on(table.createdAt)],
);

/**
 * Refunds the local test payment provider made (issue 15), as a real provider keeps them: by
 * the caller's idempotency key (the same key again is the same refund, never a second), never
 * more in all than the session was paid.
 */
export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => testPaymentSessions.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('test_payment_refunds_key_idx').on(table.idempotencyKey),
    index('test_payment_refunds_session_idx').on(table.sessionId),
    check('test_payment_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The order confirmation e-mail of a placement, once: the mail job writes this row before it
 * sends, so a confirmation queued again (a webhook delivered twice, a repeated placement) sends
 * nothing more.
 */
export const orderConfirmationMails = pgTable('order_confirmation_mails', {
  checkoutId: integer('checkout_id')
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── After the order: staff, order history, refunds, payouts, complaints, reviews (issue 15) ──

/**
 * What a staff member may do: `support` moves orders, decides refunds and reads complaints;
 * `moderator` approves reviews and answers questions; `admin` does both.
 */
export const staffRole = pgEnum('staff_role', ['admin', 'support', 'moderator']);

/** The store's staff, apart from customers: made by `staff:create`, signed in like customers. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** A disabled member's tokens stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('staff_members_email_idx').on(table.email)],
);

/** Staff bearer tokens: only their sha256 is kept (a customer's token is never one of these). */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_tokens_hash_idx').on(table.tokenHash),
    index('staff_tokens_staff_idx').on(table.staffId),
  ],
);

/**
 * Every staff action (who, what, on what, when), append-only: a trigger refuses UPDATE and
 * DELETE. `action` is a dotted verb (`order.status`, `refund.approve`, `review.approve` …).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    /** What it was done to: `order`, `refund`, `review`, `question`, `complaint`. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** What changed (from and to, amounts, the note), never a secret. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_actions_subject_idx').on(table.subjectType, table.subjectId),
    index('staff_actions_staff_idx').on(table.staffId, table.createdAt),
  ],
);

/**
 * An order's status history (the timeline of Order Details): one row per status it reached,
 * written by a trigger on `orders` (insert, and every change of `status`), so no path that moves
 * an order can miss it and a placement pays no round trip for it. Who moved it, when staff did,
 * is in `staff_actions`.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the shopper's notice of this change (in-app, e-mail, push) was taken for sending:
     * set once, by the one conditional UPDATE that claims it, before anything is sent, so no
     * retry or second process sends it twice (order-notices.ts). Null: not yet, or never due.
     */
    noticeClaimedAt: timestamp('notice_claimed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_status_events_order_idx').on(table.orderId, table.createdAt),
    // The notices still due: the sweep that makes up for a process that stopped before
    // queueing them reads only these.
    index('order_status_events_notice_due_idx')
      .on(table.id)
      .where(
        sql`${table.noticeClaimedAt} is null and ${table.status} in ('preparing', 'out_for_delivery', 'delivered', 'cancelled')`,
      ),
  ],
);

export const refundStatus = pgEnum('refund_status', [
  'requested',
  'approved',
  'rejected',
  'refunded',
  'failed',
]);
export const refundDestination = pgEnum('refund_destination', ['wallet', 'original', 'payout']);

/**
 * A shopper's refund request of a delivered order (some or all of its lines, with a reason):
 * `requested`, then `rejected`, or `approved` for `approved_amount` (all or part of what was
 * asked), then `refunded` once the money is back (or `failed`, to be retried by staff). The
 * money goes to `destination`: the wallet, the original payment (through its provider), or the
 * payout details (cash orders). What an order's refunds approve never exceeds what was paid
 * for it (checked under the order's row lock).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: refundStatus('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    destination: refundDestination('destination').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** What the lines asked for come to (minor units). */
    requestedAmount: integer('requested_amount').notNull(),
    approvedAmount: integer('approved_amount'),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Staff's note to the shopper (shown in Refund History). */
    decisionNote: text('decision_note'),
    /**
     * The first of two approvals a refund above REFUND_SECOND_APPROVAL_ABOVE needs: who, how much
     * and when. Another staff member's approval of that amount then approves the refund.
     */
    firstApprovedBy: integer('first_approved_by').references(() => staffMembers.id),
    firstApprovedAmount: integer('first_approved_amount'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The provider's refund reference (original payment), or staff's payout reference. */
    providerRef: text('provider_ref'),
    /**
     * How the approved amount goes back (set on approval): to `destination` (what the payment
     * method paid), to the wallet and to the points (what they paid of the order).
     */
    destinationAmount: integer('destination_amount'),
    walletAmount: integer('wallet_amount'),
    pointsAmount: integer('points_amount'),
    /** The shopper's payout details as they were when a payout was approved. */
    payout: jsonb('payout').$type<Record<string, string | null>>(),
    /** Tries of the provider refund, the next one's time (a lease while one runs), the last problem. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('refund_requests_customer_idx').on(table.customerId, table.createdAt),
    index('refund_requests_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'approved' and ${table.destination} = 'original'`),
    index('refund_requests_order_idx').on(table.orderId),
    index('refund_requests_status_idx').on(table.status, table.createdAt),
    check('refund_requests_requested_check', sql`${table.requestedAmount} > 0`),
    check(
      'refund_requests_parts_check',
      sql`${table.destinationAmount} is null or (${table.destinationAmount} >= 0 and ${table.walletAmount} >= 0 and ${table.pointsAmount} >= 0 and ${table.destinationAmount} + ${table.walletAmount} + ${table.pointsAmount} = ${table.approvedAmount})`,
    ),
    check(
      'refund_requests_approved_check',
      sql`${table.approvedAmount} is null or (${table.approvedAmount} > 0 and ${table.approvedAmount} <= ${table.requestedAmount})`,
    ),
  ],
);

/** The lines (and units) a refund request asks for. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundId, table.orderLineId] }),
    index('refund_lines_order_line_idx').on(table.orderLineId),
    check('refund_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const payoutType = pgEnum('payout_type', ['bank', 'paypal']);

/** Where a shopper's cash refunds are paid out (R2.47): a bank account or a PayPal e-mail. */
export const payoutDetails = pgTable('payout_details', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  type: payoutType('type').notNull(),
  accountNumber: text('account_number'),
  bankName: text('bank_name'),
  holderName: text('holder_name'),
  swift: text('swift'),
  ifsc: text('ifsc'),
  iban: text('iban'),
  paypalEmail: text('paypal_email'),
  ...timestamps,
});

export const complaintStatus = pgEnum('complaint_status', ['open', 'resolved']);

/** A shopper's complaint about an order (R2.82): a reason code from the list and a note. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: complaintStatus('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => staffMembers.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('complaints_customer_idx').on(table.customerId, table.createdAt),
    index('complaints_status_idx').on(table.status, table.createdAt),
  ],
);

export const moderationStatus = pgEnum('moderation_status', ['pending', 'approved', 'rejected']);

/**
 * A product review (R1.18): by a shopper who received the product, one per product and
 * customer, public only once a moderator approves it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    status: moderationStatus('status').notNull().default('pending'),
    moderatedBy: integer('moderated_by').references(() => staffMembers.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_reviews_product_customer_idx').on(table.productId, table.customerId),
    index('product_reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    index('product_reviews_status_idx').on(table.status, table.createdAt),
    check('product_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** A shopper's question about a product (R1.19), shown with its answer once staff answer. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    status: moderationStatus('status').notNull().default('pending'),
    answeredBy: integer('answered_by').references(() => staffMembers.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('product_questions_product_status_idx').on(
      table.productId,
      table.status,
      table.createdAt,
    ),
    index('product_questions_status_idx').on(table.status, table.createdAt),
  ],
);

// ── Content: FAQs, About Us, the privacy policy (issue 16) ──

/**
 * A topic of the FAQs (orders, delivery, payment …), in both languages. Public while
 * `published_at` is set; a draft topic hides its questions too.
 */
export const faqTopics = pgTable(
  'faq_topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case words joined by hyphens: the anchor of the topic on the FAQs page. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Order on the page, smallest first. */
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('faq_topics_slug_idx').on(table.slug),
    index('faq_topics_position_idx').on(table.position, table.id),
  ],
);

/** A question and its answer (Markdown, rendered and sanitised when read), in both languages. */
export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => faqTopics.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    questionEn: text('question_en').notNull(),
    /** Markdown. */
    answer: text('answer').notNull(),
    /** Markdown. */
    answerEn: text('answer_en').notNull(),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('faqs_topic_position_idx').on(table.topicId, table.position, table.id)],
);

/** A page of text (`about-us`, `privacy-policy` …): title, summary and Markdown body in both languages. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** One or two sentences: the page's meta description. */
    summary: text('summary').notNull(),
    summaryEn: text('summary_en').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** Markdown. */
    bodyEn: text('body_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('content_pages_slug_idx').on(table.slug)],
);
// ── Content: collection pages (issue 16, spec §2) ──────────────────────────────────────────

export const collectionKind = pgEnum('collection_kind', ['curated', 'rule']);

/**
 * A collection page (`/collections/{slug}`): curated (its products in `collection_products`) or
 * a rule (the products of a category with those below it, a brand and/or an offer; products have
 * no tags). Public while `published_at` is set.
 */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    kind: collectionKind('kind').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** Order in lists, smallest first. */
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('collections_slug_idx').on(table.slug),
    index('collections_position_idx').on(table.position, table.id),
  ],
);

/** The products of a curated collection, in order (at most MAX_COLLECTION_PRODUCTS). */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.productId] }),
    index('collection_products_order_idx').on(table.collectionId, table.position, table.productId),
    index('collection_products_product_idx').on(table.productId),
  ],
);

// ── Content: the blog (issue 16) ────────────────────────────────────────────────────────────

/** A category of blog posts (tips, news …), in both languages; its slug is the filter's value. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('blog_categories_slug_idx').on(table.slug)],
);

/**
 * A blog post in both languages, each with its own slug (Arabic `slug`, English `slug_en`, both
 * unique across both columns' values by the service). Public while `published_at` is set. Tags
 * are slugs; the products it mentions are ids (a product gone drops out when read).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    slugEn: text('slug_en').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    excerpt: text('excerpt').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** Markdown. */
    bodyEn: text('body_en').notNull(),
    coverImage: text('cover_image').notNull(),
    coverAlt: text('cover_alt').notNull(),
    coverAltEn: text('cover_alt_en').notNull(),
    author: text('author').notNull(),
    authorEn: text('author_en').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    uniqueIndex('blog_posts_slug_en_idx').on(table.slugEn),
    index('blog_posts_published_idx')
      .on(table.publishedAt, table.id)
      .where(sql`${table.publishedAt} is not null`),
    index('blog_posts_category_idx').on(table.categoryId),
    index('blog_posts_tags_idx').using('gin', table.tags),
  ],
);

// ── Content: Contact Us (issue 16) ──────────────────────────────────────────────────────────

/**
 * A message written through Contact Us (R2.53): kept for support and e-mailed to the shop's
 * support address (`mailed_at` is claimed before the mail goes, so it goes once). The sender's
 * client address is kept only as a keyed hash (`client_hash`), enough to tell one client's flood.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in shopper who wrote it; null for a guest (or once the account is gone). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    clientHash: text('client_hash').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => staffMembers.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_unhandled_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

// ── Content: the newsletter (issue 16) ──────────────────────────────────────────────────────

export const newsletterStatus = pgEnum('newsletter_status', [
  'pending',
  'subscribed',
  'unsubscribed',
]);

/**
 * One address's newsletter subscription (R1.24): `pending` until the person presses Confirm on
 * the page the mailed link opens (double opt-in), then `subscribed`, `unsubscribed` after a
 * one-click unsubscribe. The address is kept lower case, one row per address, so signing up
 * again reuses the row. `coupon_id` is the first-purchase coupon (R9.07), set once, ever: a
 * re-subscription never gets a second one. `welcome_mailed_at` is claimed before the welcome
 * mail goes, so it goes once per confirmation.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    status: newsletterStatus('status').notNull().default('pending'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    welcomeMailedAt: timestamp('welcome_mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(table.email),
    check(
      'newsletter_subscriptions_email_lower_check',
      sql`${table.email} = lower(${table.email})`,
    ),
    check('newsletter_subscriptions_locale_check', sql`${table.locale} in ('en', 'ar')`),
  ],
);

export const newsletterTokenPurpose = pgEnum('newsletter_token_purpose', [
  'confirm',
  'unsubscribe',
]);

/**
 * The tokens of the newsletter's mailed links: random, only their SHA-256 kept, each expiring.
 * A confirmation token is used once; an unsubscribe token works until it expires (a second
 * press changes nothing).
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: newsletterTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_tokens_hash_idx').on(table.tokenHash),
    index('newsletter_tokens_subscription_idx').on(table.subscriptionId),
  ],
);
// ── Site settings (issue 16) ────────────────────────────────────────────────────────────────

/**
 * Settings every API process reads (maintenance mode R2.54, the recently-purchased popup R2.89):
 * one row per key, its value a JSON object checked by the settings' zod schemas. Processes keep
 * a copy for at most a second and forget it at once on the change feed's `settings` topic
 * (src/settings/settings-service.ts), so a change applies everywhere without a restart.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => staffMembers.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Sellers (issue 16) ──────────────────────────────────────────────────────────────────────

/**
 * Where a Become Seller application stands: `unconfirmed` until the applicant types the
 * e-mailed code, then `submitted` → `under_review` → `approved` or `rejected`; an approved
 * seller can be `suspended` and reinstated (back to `approved`).
 */
export const sellerApplicationStatus = pgEnum(
  'seller_application_status',
  sellerApplicationStatuses,
);

/**
 * A merchant's application to sell (R2.59). One per e-mail and commercial registration number:
 * applying again with both is the same application. `reference` is the applicant's handle (the
 * id is never shown). The e-mail code is kept as a peppered hash, like the customers' codes.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: uuid('reference').notNull().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Saudi commercial registration number (10 digits). */
    crNumber: text('cr_number').notNull(),
    /** Saudi VAT number (15 digits, starting and ending with 3). */
    vatNumber: text('vat_number').notNull(),
    legalName: text('legal_name').notNull(),
    legalNameEn: text('legal_name_en').notNull(),
    displayName: text('display_name').notNull(),
    displayNameEn: text('display_name_en').notNull(),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id),
    /** The cities the business would serve. */
    cityIds: integer('city_ids').array().notNull(),
    contactName: text('contact_name').notNull(),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    /** Payout bank account: IBAN (normalised, no spaces), bank and holder. */
    iban: text('iban').notNull(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    /** The language the applicant applied in: every mail about the application is in it. */
    locale: text('locale').notNull(),
    /** argon2id (PHC string) of the password the seller will sign in with once approved. */
    passwordHash: text('password_hash').notNull(),
    status: sellerApplicationStatus('status').notNull().default('unconfirmed'),
    /** The reason of the last decision (rejection, suspension, reinstatement). */
    statusReason: text('status_reason'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('seller_applications_reference_idx').on(table.reference),
    uniqueIndex('seller_applications_email_cr_idx').on(table.email, table.crNumber),
    index('seller_applications_status_idx').on(table.status, table.id),
    check('seller_applications_locale_check', sql`${table.locale} in ('en', 'ar')`),
  ],
);

export const sellerDocumentKind = pgEnum('seller_document_kind', sellerDocumentKinds);

/**
 * An applicant's documents (images re-encoded, or PDF), readable only by staff. Uploaded one by
 * one as the applicant picks them (`application_id` null, the random id known only to them),
 * then attached by the submission; one never attached is removed after a day.
 */
export const sellerApplicationDocuments = pgTable(
  'seller_application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: integer('application_id').references(() => sellerApplications.id, {
      onDelete: 'cascade',
    }),
    kind: sellerDocumentKind('kind').notNull(),
    /** The applicant's file name, cleaned, for display only. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seller_application_documents_kind_idx').on(table.applicationId, table.kind),
    index('seller_application_documents_created_idx').on(table.createdAt),
  ],
);

/** An application's history: every status it reached, why, and which staff member moved it. */
export const sellerApplicationEvents = pgTable(
  'seller_application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sellerApplications.id, { onDelete: 'cascade' }),
    status: sellerApplicationStatus('status').notNull(),
    reason: text('reason'),
    staffId: integer('staff_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('seller_application_events_application_idx').on(table.applicationId, table.id)],
);

/**
 * A seller account (R6.03), made when an application is approved: signs in like staff do, with
 * tokens of its own, and owns one store. A suspended seller's tokens stop working.
 */
export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sellerApplications.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The marketplace's commission on the seller's sales, in basis points (1000 = 10 %), set by
     * staff; its history, which statements apply, is `seller_commission_rates`.
     */
    commissionBps: integer('commission_bps').notNull().default(SELLER_COMMISSION_DEFAULT_BPS),
    /** Staff trust this seller: their new products go live without waiting for approval. */
    autoApproveProducts: boolean('auto_approve_products').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sellers_email_idx').on(table.email),
    uniqueIndex('sellers_application_idx').on(table.applicationId),
    uniqueIndex('sellers_store_idx').on(table.storeId),
    check('sellers_locale_check', sql`${table.locale} in ('en', 'ar')`),
    check(
      'sellers_commission_check',
      sql`${table.commissionBps} between 0 and ${sql.raw(String(SELLER_COMMISSION_MAX_BPS))}`,
    ),
  ],
);

/**
 * Every commission rate staff set for a seller, from when it applies (append-only): a statement
 * applies to an order the rate in force when it was delivered, so a new rate never changes a
 * statement already read. Before a seller's first row, SELLER_COMMISSION_DEFAULT_BPS applied.
 */
export const sellerCommissionRates = pgTable(
  'seller_commission_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    rateBps: integer('rate_bps').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id),
  },
  (table) => [index('seller_commission_rates_seller_idx').on(table.sellerId, table.startsAt)],
);

/** Seller bearer tokens: only their sha256 is kept (never a customer's or staff's token). */
export const sellerTokens = pgTable(
  'seller_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('seller_tokens_hash_idx').on(table.tokenHash),
    index('seller_tokens_seller_idx').on(table.sellerId),
  ],
);
