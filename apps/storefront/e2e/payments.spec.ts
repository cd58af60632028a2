import type { Order, OrderPage } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import type { Page } from '@playwright/test';
import {
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import {
  chooseAtCheckout,
  choosePaymentMethod,
  methodNames,
  readyToCheckOut,
  reviewAndPlace,
} from './checkout-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Online payment as a shopper goes through it (issue 14, R1.14, R1.15, R4.21), in English and
// Arabic, through the API's local test provider: its hosted page approves, declines or aborts,
// notifies the API by a signed webhook and sends the browser back to the storefront.

const mail = mailServerOfFile();

/** The spec's payment messages (R8.06, R8.07, R8.09's wording is ours), written out. */
const texts: Record<Locale, { aborted: string; declined: string; refused: string }> = {
  en: {
    aborted: 'You aborted the payment. Please retry or choose another payment method',
    declined: 'Payment Is Failed Please Try Again',
    refused:
      'The Pay in 4 provider cannot approve this purchase. Please choose another payment method.',
  },
  ar: {
    aborted: 'لقد ألغيت عملية الدفع. الرجاء إعادة المحاولة أو اختيار طريقة دفع أخرى',
    declined: 'فشلت عملية الدفع، الرجاء المحاولة مرة أخرى',
    refused:
      'لا يستطيع مزوّد "ادفع على 4" الموافقة على عملية الشراء هذه. الرجاء اختيار طريقة دفع أخرى.',
  },
};

/** The test provider's buttons, in the language its page was opened in (either). */
const provider = {
  approve: /Approve payment|الموافقة على الدفع/,
  decline: /Decline payment|رفض الدفع/,
  abort: /Cancel and return to the store|الإلغاء والعودة إلى المتجر/,
};

/** On the provider's hosted page, presses `button`. */
async function atProvider(page: Page, button: RegExp) {
  await expect(page).toHaveURL(/\/api\/TestPayments\//);
  await page.getByRole('button', { name: button }).click();
}

for (const lang of languages) {
  test.describe(`online payment in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('card: aborted (R8.06) and declined (R8.07), each tried again, then approved and confirmed', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const customer = await mail.signedIn(context, request, baseURL!);
      await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].card);
      await reviewAndPlace(page, t);

      await atProvider(page, provider.abort);
      await expect(page).toHaveURL(/\/checkout\/order-cancel\/\d+$/);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:result.cancelled.title') }),
      ).toBeVisible();
      await expect(page.getByText(texts[lang].aborted)).toBeVisible();
      await expectNoAxeViolations(page);
      const orderId = Number(/(\d+)$/.exec(page.url())?.[1]);
      // Back from the provider, nothing is paid: the order waits.
      const waiting = (await (
        await asCustomer(request, customer, 'GET', `Order/${orderId}`)
      ).json()) as Order;
      expect([waiting.status, waiting.paymentStatus]).toEqual(['awaiting_payment', 'pending']);

      await page.getByRole('button', { name: t('checkout:result.retry') }).click();
      await atProvider(page, provider.decline);
      await expect(page).toHaveURL(new RegExp(`/checkout/order-failure/${orderId}$`));
      await expect(page.getByText(texts[lang].declined)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t('checkout:result.retry') }).click();
      await atProvider(page, provider.approve);
      await expect(page).toHaveURL(new RegExp(`/checkout/order/${orderId}$`));
      await expect(page.getByText(t('checkout:status.placed')).first()).toBeVisible();
      await expect(
        page.getByText(new RegExp(`· ${t('checkout:paymentStatus.paid')}$`)).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: t('checkout:order.continuePayment') }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a waiting order is continued from My Orders (R4.21) with Pay in 4, approved', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const customer = await mail.signedIn(context, request, baseURL!);
      await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].card);
      await reviewAndPlace(page, t);
      // The shopper leaves the provider's page without paying.
      await expect(page).toHaveURL(/\/api\/TestPayments\//);
      const placed = (
        (await (await asCustomer(request, customer, 'GET', 'Order')).json()) as OrderPage
      ).items;
      const [order] = placed as [Order];

      await page.goto('/my-orders');
      await expect(page.getByText(t('checkout:status.awaiting_payment')).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await choosePaymentMethod(
        page,
        t,
        methodNames[lang].bnpl,
        t('checkout:order.continuePaymentLabel', { number: order.number }),
      );
      await atProvider(page, provider.approve);
      // Back on the placement's (first) order, paid with every order of the placement.
      await expect(page).toHaveURL(/\/checkout\/order\/\d+$/);
      expect(placed.map((item) => item.id)).toContain(Number(/(\d+)$/.exec(page.url())?.[1]));
      await expect(page.getByText(t('checkout:status.placed')).first()).toBeVisible();
      for (const item of placed) {
        const paid = (await (
          await asCustomer(request, customer, 'GET', `Order/${item.id}`)
        ).json()) as Order;
        expect([paid.status, paid.paymentMethod, paid.paymentStatus]).toEqual([
          'placed',
          'bnpl',
          'paid',
        ]);
      }
    });

    test('Pay in 4 refuses the shopper (R8.09); cash on delivery then places the order', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // The test provider refuses any bnpl.rejected+tag@ address up front.
      const email = `bnpl.rejected+${Date.now()}${Math.floor(Math.random() * 1e4)}@souq.example`;
      const customer = await mail.signedIn(context, request, baseURL!, email);
      await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].bnpl);
      await reviewAndPlace(page, t);

      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:result.bnplRefused.title') }),
      ).toBeVisible();
      await expect(page.getByText(texts[lang].refused)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('checkout:result.another') }).click();
      const modal = page.getByRole('dialog', { name: t('checkout:payment.title') });
      await expect(modal.getByRole('alert')).toHaveText(texts[lang].refused);
      await expect(modal.getByRole('radio', { name: methodNames[lang].bnpl })).toBeDisabled();
      await expectNoAxeViolations(page);
      await modal.getByRole('radio', { name: methodNames[lang].cod }).check();
      await modal.getByRole('button', { name: t('checkout:payment.confirm') }).click();
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      const [order] = (
        (await (await asCustomer(request, customer, 'GET', 'Order')).json()) as OrderPage
      ).items as [Order];
      expect([order.status, order.paymentMethod]).toEqual(['placed', 'cod']);
    });
  });
}
