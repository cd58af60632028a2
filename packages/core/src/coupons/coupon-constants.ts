// The coupon's constants and whole-terms rule (issue 17), without zod: what the back office's
// first load needs of coupons (the schemas stay in coupon-staff-schemas.ts).

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
export const COUPON_NAME_MAX = 120;
export const COUPON_PAGE_SIZE = 20;
export const COUPON_PAGE_SIZE_MAX = 50;
/** Largest amount of a coupon (minor units): a million in a two-decimal currency. */
export const COUPON_AMOUNT_MAX = 100_000_000;
/** Largest number of uses a coupon may allow, in all or per shopper. */
export const COUPON_USES_MAX = 1_000_000;

export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A coupon's state now: `paused` by staff, `expired` (its end passed), `scheduled` (its start
 * to come), else `active` (usable by its other rules).
 */
export const couponStatuses = ['active', 'paused', 'expired', 'scheduled'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const couponRedemptionStatuses = ['held', 'used', 'released'] as const;

/** The terms `couponTermsIssues` looks at together. */
export interface CouponTermsToCheck {
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  currency: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** What is wrong with a coupon's terms as a whole: each with its field and message key. */
export function couponTermsIssues(terms: CouponTermsToCheck): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (terms.kind === 'percent' && terms.value > 100) {
    issues.push({ field: 'value', message: 'backoffice:validation.couponPercent' });
  }
  if (terms.kind === 'fixed' && terms.currency === null) {
    issues.push({ field: 'currency', message: 'backoffice:validation.couponCurrency' });
  }
  if (terms.maxDiscount !== null && terms.currency === null) {
    issues.push({ field: 'currency', message: 'backoffice:validation.couponCurrency' });
  }
  if (terms.startsAt && terms.endsAt && Date.parse(terms.endsAt) <= Date.parse(terms.startsAt)) {
    issues.push({ field: 'endsAt', message: 'backoffice:validation.couponEndsBeforeStart' });
  }
  return issues;
}
