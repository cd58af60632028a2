import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import { locales } from '#i18n/config.ts';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_TOKEN_MAX } from '#newsletter/newsletter-constants.ts';

// The newsletter (issue 16, R1.24): sign-up with double opt-in by e-mail, one-click unsubscribe,
// and the first-purchase offer (R9.07). Messages are translation keys: R5.03 "Please enter valid
// email", R5.04 "Email address is required".

export {
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_OFFER_PERCENT,
  NEWSLETTER_POPUP_STORAGE_KEY,
  NEWSLETTER_TOKEN_MAX,
} from '#newsletter/newsletter-constants.ts';

/** The subscriber's address (R5.04 when empty, R5.03 when malformed). */
export const newsletterEmailField = z
  .string({ error: 'validation:newsletterEmailRequired' })
  .trim()
  .min(1, 'validation:newsletterEmailRequired')
  .max(NEWSLETTER_EMAIL_MAX, 'validation:newsletterInvalidEmail')
  .pipe(z.email('validation:newsletterInvalidEmail'));

/** The body of `POST Newsletter`: the address and the language its mails are written in. */
export const newsletterSignUpSchema = z.strictObject({
  email: newsletterEmailField,
  locale: z.enum(locales).default('en'),
});
export type NewsletterSignUp = z.input<typeof newsletterSignUpSchema>;

/** The sign-up form (footer and popup): the address alone. */
export const newsletterFormSchema = z.object({ email: newsletterEmailField });
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/**
 * The answer of `POST Newsletter` (202): the same for a new address, a pending one and a
 * subscribed one, so nobody learns who subscribed.
 */
export const newsletterReceiptSchema = z.object({ received: z.literal(true) });
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

const tokenField = z
  .string({ error: 'validation:newsletterLinkInvalid' })
  .trim()
  .min(1, 'validation:newsletterLinkInvalid')
  .max(NEWSLETTER_TOKEN_MAX, 'validation:newsletterLinkInvalid');

/** The body of `POST Newsletter/Confirm`: the token of the mailed link. */
export const newsletterConfirmSchema = z.strictObject({ token: tokenField });
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;

/** The first-purchase coupon that confirming gives (one per address, ever). */
export const newsletterCouponSchema = z.object({
  code: z.string(),
  /** Percent off the first order ({@link NEWSLETTER_OFFER_PERCENT}). */
  percent: z.number().int().positive(),
});
export type NewsletterCoupon = z.infer<typeof newsletterCouponSchema>;

/** The answer of `POST Newsletter/Confirm`: subscribed, and the first-purchase coupon. */
export const newsletterConfirmedSchema = z.object({
  subscribed: z.literal(true),
  coupon: newsletterCouponSchema,
});
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

/** `POST Newsletter/Unsubscribe?token=…` (one-click, RFC 8058: the token in the URL). */
export const newsletterUnsubscribeQuerySchema = z.strictObject({ token: tokenField });
export type NewsletterUnsubscribeQuery = z.infer<typeof newsletterUnsubscribeQuerySchema>;

/** The answer of `POST Newsletter/Unsubscribe`. */
export const newsletterUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;

// ── Staff (support) ────────────────────────────────────────────────────────────────────────

export const newsletterStatuses = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** `GET Staff/NewsletterSubscriber?status=&q=&page=&pageSize=`: newest first, subscribed by default. */
export const staffNewsletterListQuerySchema = z.strictObject({
  status: z.enum([...newsletterStatuses, 'all']).default('subscribed'),
  /** Part of an address to look for (case-insensitive). */
  q: z.string().trim().max(NEWSLETTER_EMAIL_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffNewsletterListQuery = z.input<typeof staffNewsletterListQuerySchema>;

/** A newsletter subscription as staff see it. */
export const staffNewsletterSubscriberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  /** The language its mails are written in. */
  locale: z.enum(locales),
  status: z.enum(newsletterStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** Whether confirming gave it the first-purchase coupon (once per address, ever). */
  couponIssued: z.boolean(),
});
export type StaffNewsletterSubscriber = z.infer<typeof staffNewsletterSubscriberSchema>;

/** A page of subscriptions, with how many there are of each status in all. */
export const staffNewsletterPageSchema = pageSchema(staffNewsletterSubscriberSchema).extend({
  counts: z.object({
    pending: z.number().int().nonnegative(),
    subscribed: z.number().int().nonnegative(),
    unsubscribed: z.number().int().nonnegative(),
  }),
});
export type StaffNewsletterPage = z.infer<typeof staffNewsletterPageSchema>;
