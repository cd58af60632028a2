import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NEWSLETTER_OFFER_PERCENT,
  type NewsletterConfirmed,
} from '@shop/core/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken } from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import { coupons, newsletterSubscriptions, newsletterTokens } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { QueueAccountMailWithin, SendAccountMail } from '#src/mail/account-mail-jobs.ts';

// The newsletter (issue 16, R1.24): a sign-up keeps a pending subscription and queues the double
// opt-in mail; the person confirms on the page the mailed link opens (a POST, never the GET a
// mail scanner makes); confirming issues the first-purchase coupon once per address (R9.07);
// every newsletter mail carries a one-click unsubscribe link (RFC 8058).

/** Days an unsubscribe link of a mail works. */
export const UNSUBSCRIBE_TTL_DAYS = 365;

/** How a subscription's mail is queued: with its row (a durable queue) or right after it. */
export interface NewsletterMailQueue {
  within?: QueueAccountMailWithin | undefined;
  after: SendAccountMail;
}

/**
 * 422 `newsletter_link_invalid`: the token is unknown, expired or used. The same answer for each
 * reason, so a token tells nothing about an address.
 */
export function linkInvalid(): ApiHttpError {
  return new ApiHttpError(
    422,
    'newsletter_link_invalid',
    'This link has expired or is no longer valid',
    'body.token',
  );
}

/**
 * Signs `email` up: a new address gets a pending row, a known one keeps its row (its language
 * updated; an unsubscribed one is pending again), and the job of its mail is queued the same way
 * whatever the address's state, so neither the answer nor its time says who subscribed. What the
 * mail is (a confirmation link, or nothing for an address subscribed already) is decided when it
 * is built.
 */
export async function signUpForNewsletter(
  db: Database,
  mail: NewsletterMailQueue,
  email: string,
  locale: 'en' | 'ar',
): Promise<void> {
  const address = email.toLowerCase();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email: address, locale })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          locale,
          status: sql`case when ${newsletterSubscriptions.status} = 'subscribed' then 'subscribed'::newsletter_status else 'pending'::newsletter_status end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!row) throw new Error('signUpForNewsletter: no row');
    await mail.within?.(tx, { kind: 'newsletter_confirm', subscriptionId: row.id });
    return row.id;
  });
  if (!mail.within) await mail.after({ kind: 'newsletter_confirm', subscriptionId: id });
}

/** A new token of `purpose` for the subscription, kept as its hash only; answers the token. */
export async function issueNewsletterToken(
  db: Database,
  subscriptionId: number,
  purpose: 'confirm' | 'unsubscribe',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hours = purpose === 'confirm' ? NEWSLETTER_CONFIRM_TTL_HOURS : UNSUBSCRIBE_TTL_DAYS * 24;
  await db.insert(newsletterTokens).values({
    subscriptionId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  return token;
}

/** A new first-purchase coupon code: `WELCOME-` and 10 random letters and digits (upper case). */
function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `WELCOME-${code}`;
}

/**
 * The person pressed Confirm: the token (unused, unexpired, of purpose `confirm`) is used by one
 * conditional statement, the subscription becomes `subscribed`, and the address's first-purchase
 * coupon is issued unless it has one already (the row is locked, so two confirmations at once
 * issue one). The welcome mail, with the coupon, is queued. 422 `newsletter_link_invalid`
 * otherwise.
 */
export async function confirmNewsletter(
  db: Database,
  mail: NewsletterMailQueue,
  token: string,
): Promise<NewsletterConfirmed> {
  const confirmed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(newsletterTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(newsletterTokens.tokenHash, hashToken(token)),
          eq(newsletterTokens.purpose, 'confirm'),
          isNull(newsletterTokens.usedAt),
          gt(newsletterTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ subscriptionId: newsletterTokens.subscriptionId });
    if (!used) return undefined;
    const [subscription] = await tx
      .select({ id: newsletterSubscriptions.id, couponId: newsletterSubscriptions.couponId })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, used.subscriptionId))
      .for('update');
    if (!subscription) return undefined;
    let couponId = subscription.couponId;
    if (couponId === null) {
      const [coupon] = await tx
        .insert(coupons)
        .values({
          code: newCouponCode(),
          name: `خصم ${NEWSLETTER_OFFER_PERCENT}% على الطلب الأول`,
          nameEn: `${NEWSLETTER_OFFER_PERCENT}% off the first order`,
          kind: 'percent',
          value: NEWSLETTER_OFFER_PERCENT,
          maxUses: 1,
          maxUsesPerCustomer: 1,
          firstOrderOnly: true,
        })
        .returning({ id: coupons.id });
      if (!coupon) throw new Error('confirmNewsletter: no coupon');
      couponId = coupon.id;
    }
    await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'subscribed',
        couponId,
        confirmedAt: sql`now()`,
        unsubscribedAt: null,
        welcomeMailedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscriptions.id, subscription.id));
    // A confirmation spends every other confirmation link of the address.
    await tx
      .update(newsletterTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(newsletterTokens.subscriptionId, subscription.id),
          eq(newsletterTokens.purpose, 'confirm'),
          isNull(newsletterTokens.usedAt),
        ),
      );
    await mail.within?.(tx, { kind: 'newsletter_welcome', subscriptionId: subscription.id });
    const [coupon] = await tx
      .select({ code: coupons.code, value: coupons.value })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    if (!coupon) throw new Error('confirmNewsletter: the coupon is gone');
    return { subscriptionId: subscription.id, coupon };
  });
  if (!confirmed) throw linkInvalid();
  if (!mail.within) {
    await mail.after({ kind: 'newsletter_welcome', subscriptionId: confirmed.subscriptionId });
  }
  return {
    subscribed: true,
    coupon: { code: confirmed.coupon.code, percent: confirmed.coupon.value },
  };
}

/**
 * One-click unsubscribe (RFC 8058) or the page's button: an unexpired unsubscribe token makes
 * its subscription `unsubscribed` (again and again: a second press changes nothing). 422
 * `newsletter_link_invalid` for an unknown or expired token.
 */
export async function unsubscribeNewsletter(db: Database, token: string): Promise<void> {
  const [found] = await db
    .select({ subscriptionId: newsletterTokens.subscriptionId })
    .from(newsletterTokens)
    .where(
      and(
        eq(newsletterTokens.tokenHash, hashToken(token)),
        eq(newsletterTokens.purpose, 'unsubscribe'),
        gt(newsletterTokens.expiresAt, sql`now()`),
      ),
    );
  if (!found) throw linkInvalid();
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscriptions.id, found.subscriptionId),
          sql`${newsletterSubscriptions.status} <> 'unsubscribed'`,
        ),
      );
    // Pending confirmation links of the address stop working: unsubscribing means no.
    await tx
      .update(newsletterTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(newsletterTokens.subscriptionId, found.subscriptionId),
          eq(newsletterTokens.purpose, 'confirm'),
          isNull(newsletterTokens.usedAt),
        ),
      );
  });
}
