import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers, orderConfirmationMails, orders } from '#src/db/schema.ts';
import { readCheckoutOrders } from '#src/orders/orders-queries.ts';
import { escapeHtml } from './account-mails.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Money in minor units as each language writes it (Western digits in both, as the app does). */
function money(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The order confirmation of a placement in both languages (Arabic first), as text and HTML. */
export function orderConfirmationMail(
  to: string,
  name: string,
  placed: { number: string; total: number; currency: string }[],
): Mail {
  const two = placed.length > 1;
  const ar = {
    hello: `مرحباً ${name}،`,
    lead: two ? 'تم تأكيد طلباتك:' : 'تم تأكيد طلبك:',
    tail: 'سنوصلها في الوقت الذي اخترته.',
    lines: placed.map((o) => `${o.number}: ${money(o.total, o.currency, 'ar-SA-u-nu-latn')}`),
  };
  const en = {
    hello: `Hello ${name},`,
    lead: two ? 'Your orders are placed:' : 'Your order is placed:',
    tail: 'We will deliver in the time you chose.',
    lines: placed.map((o) => `${o.number}: ${money(o.total, o.currency, 'en-SA')}`),
  };
  const text = [
    ar.hello,
    ar.lead,
    ...ar.lines,
    ar.tail,
    '',
    '———',
    '',
    en.hello,
    en.lead,
    ...en.lines,
    en.tail,
  ].join('\n\n');
  const section = (lang: 'ar' | 'en', part: typeof ar) =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="text-align:${lang === 'ar' ? 'right' : 'left'}">` +
    `<p>${escapeHtml(part.hello)}</p><p>${escapeHtml(part.lead)}</p><ul>` +
    part.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
    `</ul><p>${escapeHtml(part.tail)}</p></div>`;
  const html =
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;line-height:1.6">' +
    section('ar', ar) +
    '<hr>' +
    section('en', en) +
    '</body></html>';
  return {
    to,
    subject: `${two ? 'تم تأكيد طلباتك' : 'تم تأكيد طلبك'} | ${en.lead.slice(0, -1)}`,
    text,
    html,
  };
}

/**
 * Sends a placement's confirmation once: the row in `order_confirmation_mails` is written
 * first, so the job queued again (a webhook delivered three times) sends nothing more. Sent only
 * for orders confirmed (placed or later).
 */
export async function deliverOrderConfirmation(
  db: Database,
  mailer: Mailer,
  checkoutId: number,
): Promise<void> {
  const placed = await readCheckoutOrders(db, checkoutId);
  if (placed.length === 0 || placed.some((order) => order.status === 'awaiting_payment')) return;
  const [customer] = await db
    .select({ email: customers.email, name: customers.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.checkoutId, checkoutId))
    .limit(1);
  if (!customer) return;
  const [first] = await db
    .insert(orderConfirmationMails)
    .values({ checkoutId })
    .onConflictDoNothing()
    .returning({ checkoutId: orderConfirmationMails.checkoutId });
  if (!first) return;
  await mailer.send(orderConfirmationMail(customer.email, customer.name, placed));
}
