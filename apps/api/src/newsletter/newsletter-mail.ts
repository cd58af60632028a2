import { NEWSLETTER_CONFIRM_TTL_HOURS, NEWSLETTER_OFFER_PERCENT } from '@shop/core/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { coupons, newsletterSubscriptions } from '#src/db/schema.ts';
import { escapeHtml, mailPage } from '#src/mail/account-mails.ts';
import type { Mail, Mailer } from '#src/mail/mailer.ts';
import { DEFAULT_STOREFRONT_URL } from '#src/payments/payment-providers.ts';
import { issueNewsletterToken } from './newsletter-service.ts';

// The newsletter's mails, in the subscriber's language: the double opt-in mail (a link to the
// storefront's confirmation page, where the person presses Confirm) and the welcome mail with
// the first-purchase coupon. Each carries `List-Unsubscribe` (an https URL that takes a one-click
// POST) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC 8058).

type Lang = 'en' | 'ar';

/** The links a newsletter mail carries, on the storefront's origin. */
export interface NewsletterLinks {
  /** The confirmation page (`/newsletter/confirm?token=`), in the double opt-in mail. */
  confirm?: string;
  /** The unsubscribe page (`/newsletter/unsubscribe?token=`), for a person. */
  unsubscribePage: string;
  /** The one-click endpoint (`/api/Newsletter/Unsubscribe?token=`), for the mail client. */
  oneClick: string;
}

/** The headers of every newsletter mail: one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const texts = {
  en: {
    confirmSubject: 'Confirm your subscription to the Souq newsletter',
    confirmIntro:
      'Someone, probably you, asked to subscribe this address to the Souq newsletter. To confirm, open the link below and press Confirm.',
    confirmOffer: `Once you confirm, you get a coupon for ${NEWSLETTER_OFFER_PERCENT}% off your first order.`,
    confirmButton: 'Confirm my subscription',
    confirmIgnore: `The link works for ${NEWSLETTER_CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this mail: you will not be subscribed.`,
    welcomeSubject: `Welcome to the Souq newsletter: ${NEWSLETTER_OFFER_PERCENT}% off your first order`,
    welcomeIntro: 'You are subscribed to the Souq newsletter. Thank you!',
    welcomeCoupon: `Your coupon for ${NEWSLETTER_OFFER_PERCENT}% off your first order (it works once, on your first order):`,
    unsubscribe: 'Unsubscribe',
    unsubscribeLine: 'To stop receiving these mails, unsubscribe here:',
  },
  ar: {
    confirmSubject: 'أكّد اشتراكك في النشرة البريدية لسوق',
    confirmIntro:
      'طلب أحدهم، وغالبًا أنت، اشتراك هذا العنوان في النشرة البريدية لسوق. لتأكيد الاشتراك افتح الرابط أدناه واضغط «تأكيد».',
    confirmOffer: `بعد التأكيد تحصل على قسيمة خصم ${NEWSLETTER_OFFER_PERCENT}% على طلبك الأول.`,
    confirmButton: 'تأكيد اشتراكي',
    confirmIgnore: `يعمل الرابط لمدة ${NEWSLETTER_CONFIRM_TTL_HOURS} ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتم اشتراكك.`,
    welcomeSubject: `أهلًا بك في النشرة البريدية لسوق: خصم ${NEWSLETTER_OFFER_PERCENT}% على طلبك الأول`,
    welcomeIntro: 'تم اشتراكك في النشرة البريدية لسوق. شكرًا لك!',
    welcomeCoupon: `قسيمتك لخصم ${NEWSLETTER_OFFER_PERCENT}% على طلبك الأول (تُستخدم مرة واحدة في طلبك الأول):`,
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribeLine: 'لإيقاف هذه الرسائل ألغِ اشتراكك من هنا:',
  },
} satisfies Record<Lang, Record<string, string>>;

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a>`;

/** The double opt-in mail: the link opens the confirmation page (never confirms by itself). */
export function newsletterConfirmMail(to: string, lang: Lang, links: NewsletterLinks): Mail {
  const t = texts[lang];
  const confirm = links.confirm ?? '';
  const text = [
    t.confirmIntro,
    confirm,
    t.confirmOffer,
    t.confirmIgnore,
    '———',
    `${t.unsubscribeLine} ${links.unsubscribePage}`,
  ].join('\n\n');
  const html = mailPage(
    lang,
    `<p>${escapeHtml(t.confirmIntro)}</p><p>${link(confirm, t.confirmButton)}</p>` +
      `<p>${escapeHtml(t.confirmOffer)}</p><p>${escapeHtml(t.confirmIgnore)}</p><hr>` +
      `<p style="font-size:13px">${escapeHtml(t.unsubscribeLine)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  return { to, subject: t.confirmSubject, text, html, headers: unsubscribeHeaders(links.oneClick) };
}

/** The welcome mail with the first-purchase coupon. */
export function newsletterWelcomeMail(
  to: string,
  lang: Lang,
  couponCode: string,
  links: NewsletterLinks,
): Mail {
  const t = texts[lang];
  const text = [
    t.welcomeIntro,
    t.welcomeCoupon,
    couponCode,
    '———',
    `${t.unsubscribeLine} ${links.unsubscribePage}`,
  ].join('\n\n');
  const html = mailPage(
    lang,
    `<p>${escapeHtml(t.welcomeIntro)}</p><p>${escapeHtml(t.welcomeCoupon)}</p>` +
      `<p dir="ltr" style="font-size:24px;font-weight:bold;font-family:monospace">${escapeHtml(couponCode)}</p><hr>` +
      `<p style="font-size:13px">${escapeHtml(t.unsubscribeLine)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  return {
    to,
    subject: t.welcomeSubject,
    text,
    html,
    headers: unsubscribeHeaders(links.oneClick),
  };
}

/**
 * Builds and sends a newsletter mail: `newsletter_confirm` to a pending subscription only (a
 * subscribed or unsubscribed address gets nothing: the sign-up's answer was the same anyway);
 * `newsletter_welcome` once per confirmation (`welcome_mailed_at` claimed first). The links'
 * tokens are made here, so the queue holds no secret.
 */
export async function deliverNewsletterMail(
  db: Database,
  mailer: Mailer,
  kind: 'newsletter_confirm' | 'newsletter_welcome',
  subscriptionId: number,
): Promise<void> {
  const origin = mailer.storefrontUrl ?? DEFAULT_STOREFRONT_URL;
  const url = (path: string, token: string) =>
    new URL(`${path}?token=${encodeURIComponent(token)}`, origin).href;
  if (kind === 'newsletter_confirm') {
    const [row] = await db
      .select({
        email: newsletterSubscriptions.email,
        locale: newsletterSubscriptions.locale,
      })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.id, subscriptionId),
          eq(newsletterSubscriptions.status, 'pending'),
        ),
      );
    if (!row) return;
    const confirm = await issueNewsletterToken(db, subscriptionId, 'confirm');
    const unsubscribe = await issueNewsletterToken(db, subscriptionId, 'unsubscribe');
    await mailer.send(
      newsletterConfirmMail(row.email, langOf(row.locale), {
        confirm: url('/newsletter/confirm', confirm),
        unsubscribePage: url('/newsletter/unsubscribe', unsubscribe),
        oneClick: url('/api/Newsletter/Unsubscribe', unsubscribe),
      }),
    );
    return;
  }
  const [claimed] = await db
    .update(newsletterSubscriptions)
    .set({ welcomeMailedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.id, subscriptionId),
        eq(newsletterSubscriptions.status, 'subscribed'),
        isNull(newsletterSubscriptions.welcomeMailedAt),
      ),
    )
    .returning({
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      couponId: newsletterSubscriptions.couponId,
    });
  if (!claimed || claimed.couponId === null) return;
  const [coupon] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, claimed.couponId));
  if (!coupon) return;
  const unsubscribe = await issueNewsletterToken(db, subscriptionId, 'unsubscribe');
  await mailer.send(
    newsletterWelcomeMail(claimed.email, langOf(claimed.locale), coupon.code, {
      unsubscribePage: url('/newsletter/unsubscribe', unsubscribe),
      oneClick: url('/api/Newsletter/Unsubscribe', unsubscribe),
    }),
  );
}

function langOf(locale: string): Lang {
  return locale === 'ar' ? 'ar' : 'en';
}
