import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  COUPON_AMOUNT_MAX,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_NAME_MAX,
  COUPON_PAGE_SIZE,
  COUPON_PAGE_SIZE_MAX,
  COUPON_USES_MAX,
  couponKinds,
  couponRedemptionStatuses,
  couponStatuses,
  couponTermsIssues,
} from '#coupons/coupon-constants.ts';

// Coupons as staff run them (issue 17): `Staff/Coupon…`. The rules of a coupon are those the
// checkout applies (apps/api/src/coupons/coupons-service.ts); money in minor units.

export * from '#coupons/coupon-constants.ts';

const id = z.number().int().positive();
const instant = z.iso.datetime({ offset: true });
const page = z.coerce.number().int().min(1).max(10_000).default(1);

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

/** What a code may be: letters, digits, `-` and `_` (kept upper-case by the API). */
export const staffCouponCodeSchema = z
  .string()
  .trim()
  .min(COUPON_CODE_MIN, 'backoffice:validation.couponCode')
  .max(COUPON_CODE_MAX, 'backoffice:validation.couponCode')
  .regex(/^[A-Za-z0-9_-]+$/, 'backoffice:validation.couponCode');

const couponTermsShape = {
  name: text(COUPON_NAME_MAX),
  nameEn: text(COUPON_NAME_MAX),
  kind: z.enum(couponKinds),
  /** Percent (1–100) or minor units of `currency`. */
  value: z.number().int().min(1).max(COUPON_AMOUNT_MAX),
  /** A percent coupon's largest discount, minor units of `currency`. */
  maxDiscount: z.number().int().min(1).max(COUPON_AMOUNT_MAX).nullable(),
  /** Every amount's currency: required for a fixed coupon and a capped one. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  minSubtotal: z.number().int().min(0).max(COUPON_AMOUNT_MAX),
  /** Only this brand's baskets (null: every brand's). */
  brandId: id.nullable(),
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
  maxUses: z.number().int().min(1).max(COUPON_USES_MAX).nullable(),
  maxUsesPerCustomer: z.number().int().min(1).max(COUPON_USES_MAX).nullable(),
  firstOrderOnly: z.boolean(),
};

/** The terms of a coupon, every one of them (a create, or an edit merged with the coupon). */
export type CouponTerms = z.infer<z.ZodObject<typeof couponTermsShape>>;

/** `POST Staff/Coupon`: a new coupon (its code upper-cased; 409 `coupon_code_taken`). */
export const couponCreateSchema = z
  .strictObject({ code: staffCouponCodeSchema, ...couponTermsShape })
  .superRefine((terms, context) => {
    for (const issue of couponTermsIssues(terms)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type CouponCreate = z.infer<typeof couponCreateSchema>;

/**
 * `PATCH Staff/Coupon/{id}`: the terms to change (not the code, which shoppers may hold: a new
 * code is a new coupon). The terms after the change are checked as a whole.
 */
export const couponUpdateSchema = z.strictObject(couponTermsShape).partial();
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

/** `GET Staff/Coupon?page=&pageSize=&status=&q=`: newest first; `q` searches codes. */
export const staffCouponListQuerySchema = z.strictObject({
  page,
  pageSize: z.coerce.number().int().min(1).max(COUPON_PAGE_SIZE_MAX).default(COUPON_PAGE_SIZE),
  status: z.enum(couponStatuses).optional(),
  q: z.string().trim().max(COUPON_CODE_MAX).optional(),
});
export type StaffCouponListQuery = Partial<z.output<typeof staffCouponListQuerySchema>>;

export const couponIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const staffCouponSchema = z.object({
  id,
  code: z.string(),
  ...couponTermsShape,
  name: z.string(),
  nameEn: z.string(),
  status: z.enum(couponStatuses),
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
  usage: z.object({
    /** Uses held by placements not yet paid or confirmed. */
    held: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
    /** The discount of the used ones, minor units of `usage.currency`. */
    discountGiven: z.number().int().nonnegative(),
    /** The coupon's currency, else the shop's. */
    currency: z.string(),
  }),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

export const staffCouponPageSchema = pageSchema(staffCouponSchema);
export type StaffCouponPage = z.infer<typeof staffCouponPageSchema>;

export const couponRedemptionSchema = z.object({
  id,
  status: z.enum(couponRedemptionStatuses),
  discount: z.number().int().nonnegative(),
  customer: z.object({ id, name: z.string() }),
  /** The orders of the placement that used it (`SO-…`). */
  orders: z.array(z.object({ id, number: z.string() })),
  createdAt: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

/** `GET Staff/Coupon/{id}?page=`: the coupon and a page of its uses, newest first. */
export const staffCouponDetailQuerySchema = z.strictObject({ page });
export const staffCouponDetailSchema = staffCouponSchema.extend({
  redemptions: pageSchema(couponRedemptionSchema),
});
export type StaffCouponDetail = z.infer<typeof staffCouponDetailSchema>;
