import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { currencyCodeSchema, productSummarySchema } from '#catalog/catalog-schemas.ts';
import {
  CART_ID_PATTERN,
  cartLineProblems,
  MAX_CART_LINES,
  MAX_CUSTOMIZATION_OPTIONS,
  MAX_CUSTOMIZATION_TEXT,
  MAX_LINE_QUANTITY,
  uploadContentTypes,
} from '#cart/cart-constants.ts';

export * from '#cart/cart-constants.ts';

// The cart as the API serves it (issue 13, spec §1/§2/§4). Money is an integer in minor units of
// `currency`, computed only by the API. Messages of the request schemas are translation keys.

const id = z.number().int().positive();
const minor = z.number().int();

/** A guest's opaque cart id (see CART_ID_HEADER). */
export const cartIdSchema = z.string().regex(CART_ID_PATTERN);

/** An uploaded customization file's id (random, never guessable). */
export const uploadIdSchema = z.uuid();

/** One option's answer in a request: a choice, a free text or an uploaded file. */
export const customizationAnswerSchema = z.object({
  optionId: id,
  choiceId: id.optional(),
  text: z.string().trim().min(1).max(MAX_CUSTOMIZATION_TEXT).optional(),
  uploadId: uploadIdSchema.optional(),
});
export type CustomizationAnswer = z.infer<typeof customizationAnswerSchema>;

/** `POST Cart/Line`: adds units of a product (to the line with the same customization, if any). */
export const addCartLineSchema = z.object({
  productId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  /** One answer per option answered; required options must all be answered. */
  customization: z.array(customizationAnswerSchema).max(MAX_CUSTOMIZATION_OPTIONS).default([]),
  /**
   * The shopper chose "reset the basket and add the new item" after a `cart_brand_conflict`
   * (R4.20): the other brand's lines are removed in the same step.
   */
  replaceBasket: z.boolean().default(false),
});
export type AddCartLineRequest = z.input<typeof addCartLineSchema>;

/** `PUT Cart/Line/{lineId}`: the line's new quantity; 0 removes the line. */
export const updateCartLineSchema = z.object({
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});
export type UpdateCartLineRequest = z.infer<typeof updateCartLineSchema>;

export const cartLineParamsSchema = z.object({ lineId: z.coerce.number().pipe(id) });

/** `POST Cart/Merge`: the guest cart to pour into the signed-in customer's. */
export const mergeCartSchema = z.object({ cartId: cartIdSchema });
export type MergeCartRequest = z.infer<typeof mergeCartSchema>;

/** An option's answer as the cart shows it. */
export const cartLineOptionSchema = bilingualNameSchema.extend({
  optionId: id,
  kind: z.enum(['choice', 'text', 'file']),
  choice: bilingualNameSchema.extend({ id, priceDelta: minor }).optional(),
  text: z.string().optional(),
  file: z
    .object({
      id: uploadIdSchema,
      /** The name the shopper's file had (cleaned), for display only. */
      fileName: z.string(),
      contentType: z.enum(uploadContentTypes),
      /** Where the cart's owner reads it back (`GET Cart/Upload/{id}`). */
      url: z.string(),
    })
    .optional(),
});
export type CartLineOption = z.infer<typeof cartLineOptionSchema>;

export const cartLineSchema = z.object({
  id,
  product: productSummarySchema,
  quantity: z.number().int().positive(),
  /** What one unit costs now: the product's current price plus the chosen options' deltas. */
  unitPrice: minor.nonnegative(),
  /** What one unit cost when the line was last added to. */
  addedUnitPrice: minor.nonnegative(),
  lineTotal: minor.nonnegative(),
  options: z.array(cartLineOptionSchema),
  /** The most this line may hold now: the lower of the product's maximum and the stock left. */
  maxQuantity: z.number().int().nonnegative(),
  problems: z.array(z.enum(cartLineProblems)),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  /** The guest's cart id to keep (null for a signed-in customer's cart, or no cart yet). */
  cartId: cartIdSchema.nullable(),
  /** The one brand of the basket (R4.20), null while it is empty. */
  brand: bilingualNameSchema.extend({ id, logo: z.string() }).nullable(),
  currency: currencyCodeSchema.nullable(),
  lines: z.array(cartLineSchema).max(MAX_CART_LINES),
  /** Units in the basket (the header's count). */
  itemCount: z.number().int().nonnegative(),
  subtotal: minor.nonnegative(),
  /** The brand's minimum order and how much is still missing (0 when reached). */
  minimumOrder: minor.nonnegative(),
  minimumOrderMissing: minor.nonnegative(),
  /** The brand's free-shipping threshold (null: no free shipping) and what is still missing. */
  freeShippingThreshold: minor.nonnegative().nullable(),
  freeShippingMissing: minor.nonnegative().nullable(),
  /** Whether every line can be ordered as it stands and the minimum is reached. */
  canCheckout: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** What a merge could not carry over, each with the refusal's error code. */
export const mergeRefusalSchema = z.object({
  productId: id,
  quantity: z.number().int().positive(),
  code: z.string(),
  /** The limit it went past, when a limit refused it. */
  limit: z.number().int().nonnegative().optional(),
});
export type MergeRefusal = z.infer<typeof mergeRefusalSchema>;

export const mergeCartResultSchema = z.object({
  cart: cartSchema,
  /** Lines left out, and why (never silently dropped). */
  refused: z.array(mergeRefusalSchema),
});
export type MergeCartResult = z.infer<typeof mergeCartResultSchema>;

/** `POST Cart/Upload` (multipart, field `file`): the stored file. */
export const cartUploadSchema = z.object({
  id: uploadIdSchema,
  fileName: z.string(),
  contentType: z.enum(uploadContentTypes),
  size: z.number().int().positive(),
  url: z.string(),
  /** The cart id of a guest who had none yet: the upload now belongs to this new cart. */
  cartId: cartIdSchema.nullable(),
});
export type CartUpload = z.infer<typeof cartUploadSchema>;
