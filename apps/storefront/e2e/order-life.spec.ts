// An order's life after the checkout (issue 15), in English and Arabic: support staff move a
// cash-on-delivery order through preparing, out for delivery and delivered through the staff
// API; the shopper sees each status in the in-app notifications and on the Order Details
// timeline, gets each e-mail over SMTP in their language and each push at their push service,
// and opens the printable invoice, whose ZATCA QR code is read back from a screenshot.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@shop/core/i18n';
import { parseZatcaQrValue, type OrderInvoice } from '@shop/core/order-schemas';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiUrl, e2eStaff } from '../playwright.config';
import {
  apiHeaders,
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import { placeCashOrder, readyToCheckOut } from './checkout-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { webPushEndpointOfFile } from './web-push-endpoint';

const mail = mailServerOfFile();
const pushService = webPushEndpointOfFile();

/** What each move tells the shopper, as the API writes it (order-status-mails.ts). */
const told: Record<Locale, Record<Moved, (number: string) => string>> = {
  en: {
    preparing: (n) => `Your order ${n} is being prepared`,
    out_for_delivery: (n) => `Your order ${n} is out for delivery`,
    delivered: (n) => `Your order ${n} has been delivered`,
  },
  ar: {
    preparing: (n) => `طلبك ${n} قيد التجهيز`,
    out_for_delivery: (n) => `طلبك ${n} خرج للتوصيل`,
    delivered: (n) => `تم توصيل طلبك ${n}`,
  },
};
const moves = ['preparing', 'out_for_delivery', 'delivered'] as const;
type Moved = (typeof moves)[number];

/** The support staff member's token (signed in straight at the API, as a back office would). */
async function staffToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(new URL('Staff/SignIn', apiUrl).href, {
    headers: apiHeaders,
    data: { email: e2eStaff.email, password: e2eStaff.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Reads the QR code of the element from a screenshot: its text. */
async function readQr(page: Page, selector: string): Promise<string> {
  const png = await page.locator(selector).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(found, 'a QR code in the screenshot').not.toBeNull();
  return found!.data;
}

for (const lang of languages) {
  test.describe(`an order's life in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('staff move a cash order to its door; the shopper follows each status by notification, timeline, e-mail and push, then opens the invoice and its QR code reads back', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const customer = await mail.signedIn(context, request, baseURL!);
      const { region } = await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      // The shopper's device is subscribed to push (the browser's push service: this endpoint).
      const subscription = pushService().subscribe();
      await asCustomer(request, customer, 'POST', 'PushRegistration', subscription);

      // Opening the store in their language tells the API which language to write to them in.
      const languageSaved = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/Customer/Locale' &&
          response.request().method() === 'PUT',
      );
      await page.goto('/account/notifications');
      expect((await languageSaved).status()).toBe(204);

      const order = await placeCashOrder(request, customer, region);
      const staff = await staffToken(request);
      const pushed = () =>
        pushService()
          .received.filter(
            (push) => `${pushService().origin}${push.path}` === subscription.endpoint,
          )
          .map((push) => JSON.parse(push.payload) as Record<string, string>);

      for (const [index, status] of moves.entries()) {
        const moved = await request.post(new URL(`Staff/Order/${order.id}/Status`, apiUrl).href, {
          headers: { ...apiHeaders, Authorization: `Bearer ${staff}` },
          data: { status },
        });
        expect(moved.status(), status).toBe(200);
        // The e-mail arrives over SMTP, in the shopper's language.
        const headline = told[lang][status](order.number);
        expect(await mail.subjectFor(customer.email, (subject) => subject === headline)).toBe(
          headline,
        );
        // A push reaches their device, in both languages (the device shows its own).
        await expect.poll(() => pushed().length).toBe(index + 1);
        expect(pushed()[index]).toMatchObject({
          titleEn: told.en[status](order.number),
          title: told.ar[status](order.number),
          url: `/checkout/order/${order.id}`,
        });

        // Order Details shows the status reached as the timeline's current step.
        await page.goto(`/checkout/order/${order.id}`);
        const timeline = page.getByRole('region', { name: t('checkout:timeline.title') });
        const steps = timeline.getByRole('listitem');
        await expect(steps).toHaveCount(index + 2);
        await expect(steps.last()).toHaveAttribute('aria-current', 'step');
        await expect(steps.last()).toContainText(t(`checkout:status.${status}`));
      }
      // One e-mail per change, none twice.
      const subjects = mail.subjectsTo(customer.email);
      for (const status of moves) {
        expect(
          subjects.filter((subject) => subject === told[lang][status](order.number)),
        ).toHaveLength(1);
      }

      // Order Details: the whole timeline, oldest first, with dates; the page is axe clean.
      await expectDirection(page, lang);
      const steps = page
        .getByRole('region', { name: t('checkout:timeline.title') })
        .getByRole('listitem');
      await expect(steps).toHaveText(
        ['placed', ...moves].map((status) => new RegExp(t(`checkout:status.${status}`))),
      );
      await expect(steps.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expectNoAxeViolations(page);

      // The in-app notifications: one per change, newest first, in the page's language.
      await page.goto('/account/notifications');
      const list = page.getByRole('list', { name: t('account:notifications.label') });
      for (const status of moves) {
        // The heading says "Unread:" first to a screen reader.
        const note = list.getByRole('article', { name: told[lang][status](order.number) });
        await expect(note).toHaveCount(1);
        await expect(note).toContainText(
          `${t('checkout:order.status')}: ${t(`checkout:status.${status}`)}`,
        );
      }
      await expectNoAxeViolations(page);

      // The invoice, from Order Details: printable, in the page's language and direction.
      await page.goto(`/checkout/order/${order.id}`);
      await page.getByRole('link', { name: t('checkout:invoice.link'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/my-orders/${order.id}/invoice$`));
      const expected = (await (
        await asCustomer(request, customer, 'GET', `Order/${order.id}/Invoice`)
      ).json()) as OrderInvoice;
      await checkInvoice(page, lang, t, expected);
    });

    test('the invoice is its owner’s: a guest is sent to sign in, another shopper gets “not found”', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const owner = await mail.verifiedCustomer(request);
      const { region } = await readyToCheckOut({ context, request, baseURL: baseURL! }, owner);
      const order = await placeCashOrder(request, owner, region);
      await page.goto(`/my-orders/${order.id}/invoice`);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await mail.signedIn(context, request, baseURL!);
      const answer = await page.goto(`/my-orders/${order.id}/invoice`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('img', { name: t('checkout:invoice.qr') })).toHaveCount(0);
    });
  });
}

/** The invoice page: every R3.17 label with its value, seller and VAT number, the QR code. */
async function checkInvoice(
  page: Page,
  lang: Locale,
  t: ReturnType<typeof inLanguage>['t'],
  expected: OrderInvoice,
) {
  await expectDirection(page, lang);
  const invoice = page.getByRole('article', { name: t('checkout:invoice.heading') });
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(
    t('checkout:invoice.heading'),
  );
  await expect(
    invoice.getByText(lang === 'ar' ? expected.seller.name : expected.seller.nameEn),
  ).toBeVisible();
  for (const key of [
    'order.number',
    'order.date',
    'order.amount',
    'order.status',
    'order.paymentModeAndStatus',
    'order.deliverySlot',
    'order.billingAddress',
    'order.shippingAddress',
    'summary.subtotal',
    'summary.tax',
    'summary.points',
    'summary.wallet',
    'summary.discount',
    'summary.total',
    'invoice.vatNumber',
  ]) {
    const term = invoice
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${t(`checkout:${key}`)}`) });
    await expect(term.first(), key).toBeVisible();
    // Each label has its value beside it.
    await expect(term.first().locator('xpath=following-sibling::dd[1]')).not.toBeEmpty();
  }
  await expect(invoice.getByText(expected.order.number, { exact: true }).first()).toBeVisible();
  await expect(invoice.getByText(expected.seller.vatNumber!, { exact: true })).toBeVisible();
  await expect(invoice.getByText(t('checkout:status.delivered'))).toBeVisible();

  // A standard reader decodes the QR code: the ZATCA phase-1 TLV of the seller, the VAT
  // number, the time, the total with VAT and the VAT.
  const qr = invoice.getByRole('img', { name: t('checkout:invoice.qr') });
  await expect(qr).toBeVisible();
  const text = await readQr(page, '[data-testid="invoice-qr"]');
  expect(text).toBe(expected.qrValue);
  const fields = parseZatcaQrValue(text);
  expect(fields.get(1)).toBe(expected.seller.name);
  expect(fields.get(2)).toBe(expected.seller.vatNumber);
  expect(fields.get(2)).toMatch(/^3\d{13}3$/);
  expect(fields.get(3)).toBe(new Date(expected.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  expect(fields.get(4)).toBe((expected.totalWithVat / 100).toFixed(2));
  expect(fields.get(5)).toBe((expected.order.vat / 100).toFixed(2));

  // "Print / Save as PDF" prints the page; printed, the site's header is left out.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: t('checkout:invoice.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: t('checkout:invoice.print') })).toBeHidden();
  await expect(qr).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expectNoAxeViolations(page);
}
