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
    ...timestamps,
  },
  (table) => [
    index('brands_activity_type_idx').on(table.activityTypeId, table.sortOrder, table.id),
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
  },
  (table) => [
    uniqueIndex('product_images_product_position_idx').on(table.productId, table.position),
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
    ...timestamps,
  },
  (table) => [
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
    ...timestamps,
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.cityId)],
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
]);

/**
 * The wallet and loyalty-points ledgers, append-only: a row is never updated or deleted. The
 * balance of an account is the sum of its `amount`s (minor units for the wallet, points for
 * points) and never goes below zero (checked under the customer row's lock).
 * - `credit` (+) and `debit` (−): money or points given or taken (demo grants, earnings, refunds);
 * - `hold` (−): an order's spend (one per order and account), taken at placement so it cannot be
 *   spent twice;
 * - `capture` (0) or `release` (+ the hold's amount): how a hold ends, once (`settles_id` unique):
 *   captured when its order is paid or confirmed, released when it fails or is cancelled.
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
      sql`case ${table.kind}
        when 'credit' then ${table.amount} > 0
        when 'release' then ${table.amount} > 0
        when 'debit' then ${table.amount} < 0
        when 'hold' then ${table.amount} < 0
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
