// Contact Us (issue 16, R1.23, R2.53), in English and Arabic: an empty message shows "Subject is
// required" (R5.20) and "Message is required" (R5.21); a valid one shows the default success
// toast (R8.24), clears the form and reaches the shop's support mailbox over SMTP with a fixed
// subject; a signed-in shopper finds their name and e-mail filled in (from the browser's store,
// never the HTML). The page is reached from the footer, listed in the sitemap, and axe clean.
import type { Page } from '@playwright/test';
import type { Locale } from '@shop/core/i18n';
import {
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
  unique,
} from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const mail = mailServerOfFile();
/** The API's default support address (SUPPORT_EMAIL is not set for the e2e API). */
const supportMailbox = 'support@souq.example';

/** The spec's messages as a shopper reads them, written out (a wrong translation fails). */
const specTexts = {
  en: {
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    success: '✅ Success! Your request has been completed successfully',
  },
  ar: {
    subjectRequired: 'الموضوع مطلوب',
    messageRequired: 'الرسالة مطلوبة',
    success: '✅ تم بنجاح! اكتمل طلبك بنجاح',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** What a shopper writes, per language (with a marker of this run). */
const written = (lang: Locale, mark: string) =>
  lang === 'ar'
    ? { name: 'نورة سالم', subject: `تأخر التوصيل ${mark}`, message: `لم يصل طلبي بعد (${mark}).` }
    : {
        name: 'Noura Salem',
        subject: `Late delivery ${mark}`,
        message: `My order has not arrived yet (${mark}).`,
      };

test('the sitemap lists Contact Us', async ({ request }) => {
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toMatch(/<loc>[^<]*\/contact-us<\/loc>/);
});

for (const lang of languages) {
  test.describe(`Contact Us in ${lang}`, () => {
    const { t } = inLanguage(lang);
    const spec = specTexts[lang];
    // In the contact form: the footer's newsletter form has an e-mail field too.
    const field = (page: Page, key: string) =>
      page
        .getByRole('form', { name: t('contact:form.label') })
        .getByLabel(t(`contact:form.${key}` as never), { exact: true });

    test('an empty message says what is missing; a valid one shows the default success, clears the form and reaches support', async ({
      page,
    }) => {
      await page.goto('/contact-us');
      // Linked from the footer of every page.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: t('contact:footerLink') }),
      ).toHaveAttribute('href', '/contact-us');
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t('contact:title') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('contact:title')} · ${t('common:brand.name')}`);
      await expectNoAxeViolations(page);

      const form = page.getByRole('form', { name: t('contact:form.label') });
      const send = form.getByRole('button', { name: t('contact:form.send') });
      await send.click();
      await expect(form.getByText(spec.subjectRequired, { exact: true })).toBeVisible();
      await expect(form.getByText(spec.messageRequired, { exact: true })).toBeVisible();
      await expect(field(page, 'subject')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      const mark = `c${Date.now().toString(36)}`;
      const words = written(lang, mark);
      const email = unique();
      await field(page, 'name').fill(words.name);
      await field(page, 'email').fill(email);
      await field(page, 'subject').fill(words.subject);
      await field(page, 'message').fill(words.message);
      await send.click();

      const toasts = page.getByRole('region', { name: new RegExp(t('account:toast.region')) });
      const success = toasts.getByRole('alert').filter({ hasText: spec.success });
      await expect(success).toBeVisible();
      await expect(success).toHaveClass(/Toastify__toast--success/);
      // A fresh form, with no error left.
      await expect(field(page, 'subject')).toHaveValue('');
      await expect(field(page, 'message')).toHaveValue('');
      await expect(field(page, 'name')).toHaveValue('');
      await expect(form.getByText(spec.subjectRequired)).toHaveCount(0);

      const received = await mail.mailFor(supportMailbox, (text) => text.includes(mark));
      expect(received.subject).toMatch(/\| Contact Us message #\d+$/);
      expect(received.subject).not.toContain(mark);
      expect(received.text).toContain(`Name: ${words.name}`);
      expect(received.text).toContain(`E-mail (as typed, not verified): ${email}`);
      expect(received.text).toContain(`Subject: ${words.subject}`);
      expect(received.text).toContain(words.message);
    });

    test("a signed-in shopper finds their name and e-mail filled in, never in the page's HTML", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.signedIn(context, request, baseURL!);
      const response = await page.goto('/contact-us');
      const html = (await response?.text()) ?? '';
      expect(html).toContain(t('contact:form.send'));
      expect(html).not.toContain(customer.email);
      await expectDirection(page, lang);
      await expect(field(page, 'name')).toHaveValue(customer.userName);
      await expect(field(page, 'email')).toHaveValue(customer.email);
      await expectNoAxeViolations(page);

      const mark = `s${Date.now().toString(36)}`;
      const words = written(lang, mark);
      await field(page, 'subject').fill(words.subject);
      await field(page, 'message').fill(words.message);
      await page
        .getByRole('form', { name: t('contact:form.label') })
        .getByRole('button', { name: t('contact:form.send') })
        .click();
      const toasts = page.getByRole('region', { name: new RegExp(t('account:toast.region')) });
      await expect(
        toasts.getByRole('alert').filter({ hasText: specTexts[lang].success }),
      ).toBeVisible();
      // Cleared for the next message, the shopper's details still there.
      await expect(field(page, 'subject')).toHaveValue('');
      await expect(field(page, 'name')).toHaveValue(customer.userName);
      await expect(field(page, 'email')).toHaveValue(customer.email);

      const received = await mail.mailFor(supportMailbox, (text) => text.includes(mark));
      expect(received.text).toContain(`E-mail (as typed, not verified): ${customer.email}`);
      expect(received.text).toMatch(/Account: customer #\d+/);
    });
  });
}
