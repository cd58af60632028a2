import type { CustomerLocaleRequest } from '@shop/core/schemas';
import { escapeHtml } from './account-mails.ts';
import type { Mail } from './mailer.ts';

type Locale = CustomerLocaleRequest['locale'];

/**
 * The statuses whose reaching the shopper is told of (in-app, e-mail and push). `placed` is the
 * confirmation's (its own e-mail and notification); `payment_failed` is an online payment that
 * never came before its due time, the order released.
 */
export const noticeStatuses = [
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

export function isNoticeStatus(status: string): status is NoticeStatus {
  return (noticeStatuses as readonly string[]).includes(status);
}

/** What an order's status change says, in one language. */
export interface OrderStatusWords {
  /** The headline: "Your order SO-00000012 is out for delivery". */
  headline: string;
  /** "Status: Out for delivery" (the status as the storefront names it). */
  statusLine: string;
  /** What comes next. */
  next: string;
}

// The status names are the storefront's own (checkout.json `status.*`), so a shopper reads the
// same words in the mail, the notification and the order's timeline.
const words: Record<Locale, (number: string) => Record<NoticeStatus, OrderStatusWords>> = {
  en: (number) => ({
    preparing: {
      headline: `Your order ${number} is being prepared`,
      statusLine: 'Status: Preparing',
      next: 'We will let you know when it leaves for delivery.',
    },
    out_for_delivery: {
      headline: `Your order ${number} is out for delivery`,
      statusLine: 'Status: Out for delivery',
      next: 'It is on its way to your address.',
    },
    delivered: {
      headline: `Your order ${number} has been delivered`,
      statusLine: 'Status: Delivered',
      next: 'Thank you for shopping with us. Your invoice is on the order’s page.',
    },
    cancelled: {
      headline: `Your order ${number} has been cancelled`,
      statusLine: 'Status: Cancelled',
      next: 'Anything it took from your wallet or points is back in your account.',
    },
    payment_failed: {
      headline: `The payment for your order ${number} did not go through`,
      statusLine: 'Status: Payment failed',
      next: 'Nothing was charged, and anything it took from your wallet or points is back in your account. You can order again from your cart.',
    },
  }),
  ar: (number) => ({
    preparing: {
      headline: `طلبك ${number} قيد التجهيز`,
      statusLine: 'الحالة: قيد التجهيز',
      next: 'سنخبرك عندما يخرج للتوصيل.',
    },
    out_for_delivery: {
      headline: `طلبك ${number} خرج للتوصيل`,
      statusLine: 'الحالة: خرج للتوصيل',
      next: 'طلبك في الطريق إلى عنوانك.',
    },
    delivered: {
      headline: `تم توصيل طلبك ${number}`,
      statusLine: 'الحالة: تم التوصيل',
      next: 'شكرًا لتسوقك معنا. فاتورتك في صفحة الطلب.',
    },
    cancelled: {
      headline: `تم إلغاء طلبك ${number}`,
      statusLine: 'الحالة: ملغي',
      next: 'أعدنا إلى حسابك ما أُخذ من محفظتك أو نقاطك.',
    },
    payment_failed: {
      headline: `لم يكتمل الدفع لطلبك ${number}`,
      statusLine: 'الحالة: فشل الدفع',
      next: 'لم نخصم منك شيئًا، وأعدنا إلى حسابك ما أُخذ من محفظتك أو نقاطك. يمكنك الطلب من جديد من سلتك.',
    },
  }),
};

/** The words of the change in `locale`. */
export function orderStatusWords(
  locale: Locale,
  number: string,
  status: NoticeStatus,
): OrderStatusWords {
  return words[locale](number)[status];
}

/**
 * The e-mail of an order's status change, in the shopper's language only (`customers.locale`),
 * as text and HTML, with a link to the order's page.
 */
export function orderStatusMail(
  to: string,
  name: string,
  locale: Locale,
  order: { number: string; status: NoticeStatus; url: string },
): Mail {
  const said = orderStatusWords(locale, order.number, order.status);
  const hello = locale === 'ar' ? `مرحباً ${name}،` : `Hello ${name},`;
  const see = locale === 'ar' ? 'تفاصيل الطلب:' : 'Your order:';
  const text = [hello, said.headline, said.statusLine, said.next, `${see} ${order.url}`].join(
    '\n\n',
  );
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;line-height:1.6;text-align:start">` +
    `<p>${escapeHtml(hello)}</p><p><strong>${escapeHtml(said.headline)}</strong></p>` +
    `<p>${escapeHtml(said.statusLine)}</p><p>${escapeHtml(said.next)}</p>` +
    `<p><a href="${escapeHtml(order.url)}">${escapeHtml(see)} ${escapeHtml(order.number)}</a></p>` +
    '</body></html>';
  return { to, subject: said.headline, text, html };
}
