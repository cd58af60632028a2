// The newsletter (issue 16, R1.24, R9.07), in English and Arabic: sign up from the footer
// ("Email address is required" R5.04, "Please enter valid email" R5.03) → the confirmation mail
// arrives over SMTP in the page's language, with one-click unsubscribe headers (RFC 8058) →
// opening its link confirms nothing until Confirm is pressed → the 15 % first-purchase coupon
// shows, and it is used on the shopper's first order → the unsubscribe page unsubscribes. Every
// page axe clean.
import type { OrderPage } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import type { APIRequestContext } from '@playwright/test';
import {
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
  unique,
} from './account-helpers';
import { chooseAtCheckout, methodNames, readyToCheckOut, reviewAndPlace } from './checkout-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const mail = mailServerOfFile();

/** The spec's messages as a shopper reads them, written out (a wrong translation fails). */
const specTexts = {
  en: {
    required: 'Email address is required',
    invalid: 'Please enter valid email',
    subject: 'Confirm your subscription to the Souq newsletter',
  },
  ar: {
    required: 'عنوان البريد الإلكتروني مطلوب',
    invalid: 'يرجى إدخال بريد إلكتروني صالح',
    subject: 'أكّد اشتراكك في النشرة البريدية لسوق',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The path and query of the first link to `path` in a mail's text. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s]+(${path.replaceAll('/', '\\/')}\\?token=[\\w-]+)`).exec(
    text,
  );
  if (!found?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return found[1];
}

/** Checkout's check of a coupon code for the signed-in shopper's basket (`Checkout/Coupon`). */
async function couponAccepted(request: APIRequestContext, token: string, code: string) {
  return request.post('/api/Checkout/Coupon', {
    headers: { 'X-Public-Key': 'pk_demo_storefront', Authorization: `Bearer ${token}` },
    data: { couponCode: code },
  });
}

for (const lang of languages) {
  test.describe(`the newsletter in ${lang}`, () => {
    const { t } = inLanguage(lang);
    const spec = specTexts[lang];

    test('a fourth sign-up of one address within the hour is refused in words, above the field', async ({
      page,
    }) => {
      const email = unique();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        const form = footer.getByRole('form', { name: t('newsletter:form.label') });
        await form.getByLabel(t('newsletter:form.email'), { exact: true }).fill(email);
        await form.getByRole('button', { name: t('newsletter:form.submit') }).click();
        if (attempt < 4) {
          await expect(footer.getByRole('status').filter({ hasText: email })).toBeVisible();
        } else {
          // Forms say a refusal of the limit in their own words (account:serverErrors).
          await expect(form.getByRole('alert')).toContainText(
            t('account:serverErrors.rateLimited'),
          );
          await expect(footer.getByRole('status').filter({ hasText: email })).toHaveCount(0);
        }
      }
    });

    test('footer sign-up → confirmation mail → Confirm → the 15 % coupon, used on a first order; then unsubscribe', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // The shopper who will use the coupon: signed in, with no order yet.
      const customer = await mail.signedIn(context, request, baseURL!, unique());
      await page.goto('/');
      await expectDirection(page, lang);
      const footer = page.getByRole('contentinfo');
      const form = footer.getByRole('form', { name: t('newsletter:form.label') });
      await expect(footer.getByRole('heading', { name: t('newsletter:form.title') })).toBeVisible();
      await expect(footer.getByText(t('newsletter:form.intro', { percent: 15 }))).toBeVisible();
      const field = form.getByLabel(t('newsletter:form.email'), { exact: true });
      const subscribe = form.getByRole('button', { name: t('newsletter:form.submit') });

      await subscribe.click();
      await expect(form.getByText(spec.required, { exact: true })).toBeVisible();
      await field.fill('reader@');
      await subscribe.click();
      await expect(form.getByText(spec.invalid, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      await field.fill(customer.email);
      await subscribe.click();
      await expect(footer.getByRole('status').filter({ hasText: customer.email })).toBeVisible();

      const received = await mail.mailFor(customer.email, (text) =>
        text.includes('/newsletter/confirm?token='),
      );
      expect(received.subject).toBe(spec.subject);
      const head = received.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toMatch(
        /^list-unsubscribe: <https?:\/\/[^>]+\/api\/Newsletter\/Unsubscribe\?token=[\w-]+>/im,
      );
      expect(head).toMatch(/^list-unsubscribe-post: List-Unsubscribe=One-Click/im);

      // Opening the link (what a mail scanner does) confirms nothing: the page asks.
      await page.goto(linkIn(received.text, '/newsletter/confirm'));
      await expect(
        page.getByRole('heading', { level: 1, name: t('newsletter:confirm.title') }),
      ).toBeVisible();
      const confirm = page.getByRole('button', { name: t('newsletter:confirm.button') });
      await expect(confirm).toBeEnabled();
      await expectNoAxeViolations(page);
      await confirm.click();
      const done = page.getByRole('status').filter({ hasText: t('newsletter:confirm.done') });
      await expect(done).toBeVisible();
      const code = (await page.getByTestId('newsletter-coupon').textContent())?.trim() ?? '';
      expect(code).toMatch(/^WELCOME-[A-Z0-9]{10}$/);
      await expect(done).toContainText(t('newsletter:confirm.couponIntro', { percent: 15 }));
      await expectNoAxeViolations(page);

      // The welcome mail carries the coupon too.
      const welcome = await mail.mailFor(customer.email, (text) => text.includes(code));
      expect(welcome.raw).toMatch(/^list-unsubscribe-post: List-Unsubscribe=One-Click/im);

      // Checkout's rules accept it for this shopper's first order: 15 % off the basket.
      await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      const checked = await couponAccepted(request, customer.token, code);
      expect(checked.status()).toBe(200);
      expect(((await checked.json()) as { discount: number }).discount).toBeGreaterThan(0);

      // Used on the first order, through checkout's coupon modal.
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].cod);
      await page.getByRole('button', { name: t('checkout:coupon.add') }).click();
      const modal = page.getByRole('dialog', { name: t('checkout:coupon.title') });
      await modal
        .getByRole('textbox', { name: t('checkout:coupon.label') })
        .fill(code.toLowerCase());
      await modal.getByRole('button', { name: t('checkout:coupon.apply') }).click();
      await expect(modal.getByRole('status')).toContainText(code);
      await modal.getByRole('button', { name: t('checkout:coupon.done') }).click();
      await reviewAndPlace(page, t);
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      const { items } = (await (
        await asCustomer(request, customer, 'GET', 'Order')
      ).json()) as OrderPage;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((order) => order.couponCode === code)).toBe(true);
      expect(items.reduce((sum, order) => sum + order.discount, 0)).toBeGreaterThan(0);

      // The unsubscribe page of the mail: a button, then done.
      await page.goto(linkIn(welcome.text, '/newsletter/unsubscribe'));
      await expect(
        page.getByRole('heading', { level: 1, name: t('newsletter:unsubscribe.title') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('newsletter:unsubscribe.button') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t('newsletter:unsubscribe.done') }),
      ).toBeVisible();
    });
  });
}
