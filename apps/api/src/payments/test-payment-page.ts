import { escapeHtml } from '#src/mail/account-mails.ts';

// The local test provider's hosted page: server-rendered, no script, one form per button, in
// the language the session was opened in (Arabic right to left).

const texts = {
  en: {
    title: 'Test payment',
    lead: 'This is the store’s local test payment page: no money moves.',
    amount: 'Amount to pay',
    orders: 'Orders',
    method: { card: 'Card payment', bnpl: 'Pay in 4' },
    approve: 'Approve payment',
    decline: 'Decline payment',
    abort: 'Cancel and return to the store',
    done: 'This payment is already finished.',
  },
  ar: {
    title: 'دفع تجريبي',
    lead: 'هذه صفحة الدفع التجريبية المحلية للمتجر: لا تُنقل أي أموال.',
    amount: 'المبلغ المطلوب',
    orders: 'الطلبات',
    method: { card: 'الدفع بالبطاقة', bnpl: 'ادفع على 4 دفعات' },
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    abort: 'الإلغاء والعودة إلى المتجر',
    done: 'انتهت عملية الدفع هذه.',
  },
} as const;

export interface TestPageSession {
  id: string;
  method: 'card' | 'bnpl' | 'cod';
  amount: number;
  currency: string;
  description: string;
  locale: string;
  status: string;
}

function money(amount: number, currency: string, lang: 'en' | 'ar'): string {
  const format = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency,
  });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

export function testPaymentPage(session: TestPageSession): string {
  const lang = session.locale === 'ar' ? 'ar' : 'en';
  const t = texts[lang];
  const action = (name: string, label: string, kind: string) =>
    `<form method="post" action="/api/TestPayments/${encodeURIComponent(session.id)}/${name}">` +
    `<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;
  const buttons =
    session.status === 'open'
      ? action('approve', t.approve, 'primary') +
        action('decline', t.decline, 'secondary') +
        action('abort', t.abort, 'secondary')
      : `<p role="status">${escapeHtml(t.done)}</p>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin-block:0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0}
.amount{font-size:1.75rem;font-weight:700}
form{margin-block-start:.75rem}
button{inline-size:100%;min-block-size:2.75rem;font:inherit;font-weight:600;border-radius:.375rem;cursor:pointer}
.primary{background:#0b5c2b;color:#fff;border:2px solid #0b5c2b}
.secondary{background:#fff;color:#1a1a1a;border:2px solid #4a4a4a}
button:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount" dir="ltr">${escapeHtml(money(session.amount, session.currency, lang))}</dd>
<dt>${escapeHtml(t.orders)}</dt><dd dir="ltr">${escapeHtml(session.description)}</dd>
</dl>
<p>${escapeHtml(session.method === 'bnpl' ? t.method.bnpl : t.method.card)}</p>
${buttons}
</main>
</body>
</html>`;
}
