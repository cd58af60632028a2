import { z } from 'zod';
import { storageKinds } from '#catalog/catalog-constants.ts';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  MAX_ORDER_PAGE_SIZE,
  DEFAULT_ORDER_PAGE_SIZE,
  orderSchema,
  orderStatuses,
  type OrderStatus,
} from '#checkout/checkout-schemas.ts';
import { emailField } from '#customer/customer-schemas.ts';
import { SELLER_DESCRIPTION_MAX, SELLER_NAME_MAX } from '#sellers/seller-application-schemas.ts';
import {
  customizationKinds,
  productApprovalStatuses,
  SELLER_CHOICES_MAX,
  SELLER_CUSTOMIZATIONS_MAX,
  SELLER_DECISION_REASON_MAX,
  SELLER_SLOT_CAPACITY_MAX,
  SELLER_SLOT_MAX_HOURS,
  SELLER_STOCK_MAX,
} from '#sellers/seller-constants.ts';

export {
  customizationKinds,
  productApprovalStatuses,
  productImageTypes,
  SELLER_CHOICES_MAX,
  SELLER_CUSTOMIZATIONS_MAX,
  SELLER_PRODUCT_IMAGES_MAX,
  SELLER_SLOT_CAPACITY_MAX,
  SELLER_SLOT_MAX_HOURS,
  SELLER_STOCK_MAX,
  type CustomizationKind,
  type ProductApprovalStatus,
} from '#sellers/seller-constants.ts';

// The seller role (issue 16, R6.03): what an approved seller reads and changes through
// `Seller/*`, always within their own store (its brands, their products, slots and orders).
// Every string and array is bounded; money is in minor units of the brand's currency.

// Ids PostgreSQL's integer can hold: a larger one is a 400, never a database error.
const id = z.number().int().positive().max(2_147_483_647);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).default(1);

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

// ── Session ─────────────────────────────────────────────────────────────────────────────────

/** `POST Seller/Login`. */
export const sellerLoginRequestSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, 'validation:passwordRequired').max(256),
});
export type SellerLoginRequest = z.infer<typeof sellerLoginRequestSchema>;

export const sellerStoreStatuses = ['active', 'suspended'] as const;

/** `GET Seller/Me`: the seller, their store and its brands. */
export const sellerMeSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  locale: z.enum(['en', 'ar']),
  store: z.object({
    id,
    slug: z.string(),
    name: z.string(),
    nameEn: z.string(),
    status: z.enum(sellerStoreStatuses),
  }),
  brands: z.array(
    z.object({
      id,
      slug: z.string(),
      name: z.string(),
      nameEn: z.string(),
      /** The currency of its prices (a product's money is in its minor units). */
      currency: z.string(),
    }),
  ),
});
export type SellerMe = z.infer<typeof sellerMeSchema>;

/** The answer of `POST Seller/Login`: the seller and a bearer token for `Seller/*`. */
export const sellerSessionSchema = sellerMeSchema.extend({ token: z.string() });
export type SellerSession = z.infer<typeof sellerSessionSchema>;

// ── Store ───────────────────────────────────────────────────────────────────────────────────

/** `GET/PATCH Seller/Store`: the store's profile as its seller edits it. */
export const sellerStoreSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  status: z.enum(sellerStoreStatuses),
});
export type SellerStore = z.infer<typeof sellerStoreSchema>;

export const sellerStoreUpdateSchema = z
  .strictObject({
    name: text(SELLER_NAME_MAX),
    nameEn: text(SELLER_NAME_MAX),
    description: text(SELLER_DESCRIPTION_MAX),
    descriptionEn: text(SELLER_DESCRIPTION_MAX),
  })
  .partial();
export type SellerStoreUpdate = z.infer<typeof sellerStoreUpdateSchema>;

// ── Products and stock ──────────────────────────────────────────────────────────────────────

export const SELLER_PRODUCT_NAME_MAX = 200;
export const SELLER_PRODUCT_DESCRIPTION_MAX = 5000;
export const SELLER_UNIT_MAX = 40;
/** Highest price (minor units) and stock a seller may set: far above any real one. */
export const SELLER_PRICE_MAX = 100_000_000;
export const SELLER_MAX_PER_ORDER = 1000;
/** Most products one `POST Seller/Stock` sets. */
export const SELLER_BULK_STOCK_MAX = 200;
export const SELLER_PRODUCT_PAGE_SIZE_MAX = 100;

const price = z.number().int().min(1).max(SELLER_PRICE_MAX);
const stockQuantity = z.number().int().min(0).max(SELLER_STOCK_MAX);

/** Longest name of a customization option or choice, and of a picture's text alternative. */
export const SELLER_OPTION_NAME_MAX = 100;
export const SELLER_IMAGE_ALT_MAX = 200;

/** A choice of a `choice` option; `id` keeps an existing one (a basket's answers stay valid). */
export const sellerCustomizationChoiceSchema = z.strictObject({
  id: id.optional(),
  name: text(SELLER_OPTION_NAME_MAX),
  nameEn: text(SELLER_OPTION_NAME_MAX),
  /** Added to the product's price, minor units (may be negative). */
  priceDelta: z.number().int().min(-SELLER_PRICE_MAX).max(SELLER_PRICE_MAX).default(0),
});

const distinctIds = (items: readonly { id?: number | undefined }[]) => {
  const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  return new Set(ids).size === ids.length;
};

/**
 * A customization option: pick one of its choices (`choice`, at least one), type a text, or
 * upload a file (neither has choices). `id` keeps an existing option; one left out is removed.
 */
export const sellerCustomizationSchema = z
  .strictObject({
    id: id.optional(),
    kind: z.enum(customizationKinds),
    name: text(SELLER_OPTION_NAME_MAX),
    nameEn: text(SELLER_OPTION_NAME_MAX),
    required: z.boolean().default(false),
    choices: z
      .array(sellerCustomizationChoiceSchema)
      .max(SELLER_CHOICES_MAX)
      .default([])
      .refine(distinctIds, 'backoffice:validation.duplicateChoice'),
  })
  .refine((option) => option.kind !== 'choice' || option.choices.length > 0, {
    error: 'backoffice:validation.choicesRequired',
    path: ['choices'],
  })
  .refine((option) => option.kind === 'choice' || option.choices.length === 0, {
    error: 'backoffice:validation.choicesOnlyForChoice',
    path: ['choices'],
  });
export type SellerCustomization = z.infer<typeof sellerCustomizationSchema>;
export type SellerCustomizationInput = z.input<typeof sellerCustomizationSchema>;

const customizations = z
  .array(sellerCustomizationSchema)
  .max(SELLER_CUSTOMIZATIONS_MAX)
  .refine(distinctIds, 'backoffice:validation.duplicateOption');

const productFields = {
  categoryId: id,
  name: text(SELLER_PRODUCT_NAME_MAX),
  nameEn: text(SELLER_PRODUCT_NAME_MAX),
  description: text(SELLER_PRODUCT_DESCRIPTION_MAX),
  descriptionEn: text(SELLER_PRODUCT_DESCRIPTION_MAX),
  unit: text(SELLER_UNIT_MAX),
  unitEn: text(SELLER_UNIT_MAX),
  price,
  /** The "was" price shown struck through; null: none. */
  compareAtPrice: price.nullable(),
  stockQuantity,
  maxPerOrder: z.number().int().min(1).max(SELLER_MAX_PER_ORDER),
  storage: z.enum(storageKinds),
  customizations,
};

/** `POST Seller/Product`: a product of one of the seller's brands (slug and SKU are made). */
export const sellerProductCreateSchema = z.strictObject({
  brandId: id,
  ...productFields,
  compareAtPrice: productFields.compareAtPrice.default(null),
  maxPerOrder: productFields.maxPerOrder.default(10),
  customizations: customizations.default([]),
});
export type SellerProductCreate = z.infer<typeof sellerProductCreateSchema>;

/** `PATCH Seller/Product/{id}`: any of the same fields (the brand stays). */
export const sellerProductUpdateSchema = z.strictObject(productFields).partial();
export type SellerProductUpdate = z.infer<typeof sellerProductUpdateSchema>;

/** A product's picture: where it is served and its text alternative in both languages. */
export const sellerProductImageSchema = z.object({
  id,
  url: z.string(),
  alt: z.string(),
  altEn: z.string(),
  /** An uploaded picture (a seller may remove it); false for the one the API draws. */
  uploaded: z.boolean(),
});
export type SellerProductImage = z.infer<typeof sellerProductImageSchema>;

const customizationAnswerSchema = z.object({
  id,
  kind: z.enum(customizationKinds),
  name: z.string(),
  nameEn: z.string(),
  required: z.boolean(),
  choices: z.array(
    z.object({ id, name: z.string(), nameEn: z.string(), priceDelta: z.number().int() }),
  ),
});

export const sellerProductSchema = z.object({
  id,
  slug: z.string(),
  sku: z.string(),
  brandId: id,
  ...productFields,
  customizations: z.array(customizationAnswerSchema),
  images: z.array(sellerProductImageSchema),
  /** Whether shoppers see it: `pending` until staff approve it; `rejected` with staff's reason. */
  approvalStatus: z.enum(productApprovalStatuses),
  approvalReason: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  unit: z.string(),
  unitEn: z.string(),
  compareAtPrice: z.number().int().nullable(),
  /** What shoppers pay now: the price less a running offer's discount. */
  currentPrice: z.number().int(),
  currency: z.string(),
  updatedAt: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductPageSchema = pageSchema(sellerProductSchema);
export type SellerProductPage = z.infer<typeof sellerProductPageSchema>;

/** `GET Seller/Product?page=&pageSize=&q=`: newest first; `q` matches either name. */
export const sellerProductListQuerySchema = z.strictObject({
  page,
  pageSize: z.coerce.number().int().min(1).max(SELLER_PRODUCT_PAGE_SIZE_MAX).default(24),
  q: z.string().trim().min(1).max(100).optional(),
});
export type SellerProductListQuery = z.input<typeof sellerProductListQuerySchema>;

export const sellerIdParamsSchema = z.strictObject({ id: positiveId });

/** `DELETE Seller/Product/{id}/Image/{imageId}`. */
export const sellerImageParamsSchema = z.strictObject({ id: positiveId, imageId: positiveId });

/**
 * `POST Seller/Product/{id}/Image?alt=&altEn=`: the picture's text alternative (the product's
 * name when left out); the picture itself is the multipart body's one part, `file`.
 */
export const sellerImageQuerySchema = z.strictObject({
  alt: z.string().trim().max(SELLER_IMAGE_ALT_MAX, 'validation:tooLong').optional(),
  altEn: z.string().trim().max(SELLER_IMAGE_ALT_MAX, 'validation:tooLong').optional(),
});
export type SellerImageQuery = z.infer<typeof sellerImageQuerySchema>;

/** `PUT Seller/Product/{id}/Stock`. */
export const sellerStockRequestSchema = z.strictObject({ stockQuantity });
export type SellerStockRequest = z.infer<typeof sellerStockRequestSchema>;

export const sellerStockItemSchema = z.strictObject({ productId: id, stockQuantity });
export type SellerStockItem = z.infer<typeof sellerStockItemSchema>;

/** `POST Seller/Stock`: all or nothing; every product must be the seller's, each named once. */
export const sellerBulkStockRequestSchema = z.strictObject({
  items: z
    .array(sellerStockItemSchema)
    .min(1)
    .max(SELLER_BULK_STOCK_MAX)
    .refine(
      (items) => new Set(items.map((item) => item.productId)).size === items.length,
      'validation:duplicateProduct',
    ),
});
export type SellerBulkStockRequest = z.infer<typeof sellerBulkStockRequestSchema>;

export const sellerStockAnswerSchema = z.object({ items: z.array(sellerStockItemSchema) });
export type SellerStockAnswer = z.infer<typeof sellerStockAnswerSchema>;

// ── Delivery slots ──────────────────────────────────────────────────────────────────────────

export const SELLER_SLOT_PAGE_SIZE = 50;
/** How far ahead a seller may open a delivery window (the longest: SELLER_SLOT_MAX_HOURS). */
export const SELLER_SLOT_MAX_DAYS_AHEAD = 90;

const instant = z.iso.datetime({ offset: true });
const capacity = z.number().int().min(1).max(SELLER_SLOT_CAPACITY_MAX);

/** `GET Seller/Slot?from=&to=&brandId=&page=`: slots starting in [from, to), by start. */
export const sellerSlotListQuerySchema = z.strictObject({
  from: instant.optional(),
  to: instant.optional(),
  /** One of the store's brands only. */
  brandId: positiveId.max(2_147_483_647).optional(),
  page,
});
export type SellerSlotListQuery = z.input<typeof sellerSlotListQuerySchema>;

export const sellerSlotSchema = z.object({
  id,
  brandId: id,
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  /** Places in use: live holds and the slot's orders still to deliver. */
  taken: z.number().int().nonnegative(),
  /** Of `taken`: live holds of shoppers still at checkout. */
  held: z.number().int().nonnegative(),
  /** Of `taken`: places of orders (not cancelled or failed). */
  booked: z.number().int().nonnegative(),
  /** When staff or the seller closed it (no longer offered nor held), else null. */
  closedAt: z.string().nullable(),
});
export type SellerSlot = z.infer<typeof sellerSlotSchema>;

export const sellerSlotPageSchema = pageSchema(sellerSlotSchema);
export type SellerSlotPage = z.infer<typeof sellerSlotPageSchema>;

/** `POST Seller/Slot`: a window of one of the seller's brands, in the future. */
export const sellerSlotCreateSchema = z
  .strictObject({ brandId: id, startsAt: instant, endsAt: instant, capacity })
  .refine((slot) => Date.parse(slot.endsAt) > Date.parse(slot.startsAt), {
    error: 'validation:slotEndsBeforeStart',
    path: ['endsAt'],
  })
  .refine(
    (slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt) <= SELLER_SLOT_MAX_HOURS * 3.6e6,
    { error: 'validation:slotTooLong', path: ['endsAt'] },
  );
export type SellerSlotCreate = z.infer<typeof sellerSlotCreateSchema>;

/** `PATCH Seller/Slot/{id}`: never below the places already taken (409). */
export const sellerSlotUpdateSchema = z.strictObject({ capacity });
export type SellerSlotUpdate = z.infer<typeof sellerSlotUpdateSchema>;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────

/**
 * Where a seller may move an order: along its delivery only. Cancelling stays with staff (it
 * gives back money, points and coupons, and is the shopper's or support's decision).
 */
export const sellerOrderTargets = [
  'preparing',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];

export const sellerOrderListQuerySchema = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  page,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDER_PAGE_SIZE)
    .default(DEFAULT_ORDER_PAGE_SIZE),
});
export type SellerOrderListQuery = z.input<typeof sellerOrderListQuerySchema>;

/** `POST Seller/Order/{id}/Status`. */
export const sellerOrderStatusRequestSchema = z.strictObject({
  status: z.enum(sellerOrderTargets),
});
export type SellerOrderStatusRequest = z.infer<typeof sellerOrderStatusRequestSchema>;

/**
 * An order as its seller sees it: what preparing and delivering it needs (lines, totals,
 * status, timeline, slot, the delivery address copy, the customer's name and phone), never the
 * customer's e-mail, billing address, wallet, points, coupon or payment state.
 */
export const sellerOrderSchema = orderSchema
  .omit({
    billingAddress: true,
    wallet: true,
    points: true,
    couponCode: true,
    paymentStatus: true,
    paymentDueAt: true,
  })
  .extend({
    customer: z.object({ name: z.string(), phone: z.string() }),
    /** The moves the seller may make from its status now (the API's status machine). */
    moves: z.array(z.enum(sellerOrderTargets)),
  });
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerOrderPageSchema = pageSchema(sellerOrderSchema);
export type SellerOrderPage = z.infer<typeof sellerOrderPageSchema>;

// ── Product approval (staff) ────────────────────────────────────────────────────────────────

export const STAFF_PRODUCT_PAGE_SIZE_MAX = 100;

/** `GET Staff/Product?status=&page=&pageSize=`: oldest first (the queue's order). */
export const staffProductListQuerySchema = z.strictObject({
  status: z.enum(productApprovalStatuses).default('pending'),
  page,
  pageSize: z.coerce.number().int().min(1).max(STAFF_PRODUCT_PAGE_SIZE_MAX).default(24),
});
export type StaffProductListQuery = z.input<typeof staffProductListQuerySchema>;

const named = z.object({ id, name: z.string(), nameEn: z.string() });

/** A product as staff decide on it: what it is, whose it is, and how long it has waited. */
export const staffProductSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  brand: named,
  store: named,
  approvalStatus: z.enum(productApprovalStatuses),
  approvalReason: z.string().nullable(),
  /** When it went to staff (its age in the queue); null for a product that never waited. */
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffProductPageSchema = pageSchema(staffProductSchema);
export type StaffProductPage = z.infer<typeof staffProductPageSchema>;

/** `POST Staff/Product/{id}/Reject`: why, shown to the seller. */
export const productRejectSchema = z.strictObject({
  reason: z
    .string({ error: 'validation:reasonRequired' })
    .trim()
    .min(1, 'validation:reasonRequired')
    .max(SELLER_DECISION_REASON_MAX, 'validation:tooLong'),
});
export type ProductReject = z.infer<typeof productRejectSchema>;

/** `PATCH Staff/Seller/{id}`: staff's settings of a seller. */
export const staffSellerUpdateSchema = z.strictObject({ autoApproveProducts: z.boolean() });
export type StaffSellerUpdate = z.infer<typeof staffSellerUpdateSchema>;

export const staffSellerSettingsSchema = z.object({ id, autoApproveProducts: z.boolean() });
export type StaffSellerSettings = z.infer<typeof staffSellerSettingsSchema>;
