// Refunds, My Wallet, My Points and Payout Details (issue 15), in English and Arabic: a cash
// order is delivered by support staff through the staff API; the shopper asks for a refund of
// it on Order Details ("Reason is required" first), staff approve it through the API, and the
// money shows in My Wallet and the request in Refund History; My Points shows the points the
// delivered order earned; Payout Details says "Payment type is required" and "Email address is
// required". Axe finds nothing on any page or the modal.
import type { APIRequestContext } from '@playwright/test';
import type { Order } from '@shop/core/checkout-schemas';
import type { RefundPage } from '@shop/core/refunds';
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

const mail = mailServerOfFile();

/** Calls a staff route of the API as the tests' support member (signed in straight at the API). */
async function asStaff(request: APIRequestContext, path: string, data: unknown) {
  const signIn = await request.post(new URL('Staff/SignIn', apiUrl).href, {
    headers: apiHeaders,
    data: { email: e2eStaff.email, password: e2eStaff.password },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const answer = await request.post(new URL(path, apiUrl).href, {
    headers: { ...apiHeaders, Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.status(), path).toBe(200);
  return answer;
}

/** Staff take the order to its door: preparing, out for delivery, delivered. */
async function deliver(request: APIRequestContext, order: Order) {
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    await asStaff(request, `Staff/Order/${order.id}/Status`, { status });
  }
}

/** Minor units of SAR as the page shows them (no-break spaces and marks aside). */
const plainText = (text: string) => text.replace(/[\s\u200e\u200f\u061c]+/g, ' ').trim();

for (const lang of languages) {
  test.describe(`refunds, wallet and points in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test("a refund asked on a delivered order, approved by staff, is in My Wallet and Refund History; My Points has the order's points", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const customer = await mail.signedIn(context, request, baseURL!);
      const { region } = await readyToCheckOut({ context, request, baseURL: baseURL! }, customer);
      const order = await placeCashOrder(request, customer, region);
      await deliver(request, order);
      const paid = order.total + order.wallet + order.points;

      // Order Details of the delivered order: "Request a refund" opens the modal.
      await page.goto(`/checkout/order/${order.id}`);
      await expectDirection(page, lang);
      await page.getByRole('button', { name: t('refunds:form.open') }).click();
      const modal = page.getByRole('dialog', {
        name: t('refunds:form.title', { number: order.number }),
      });
      await expect(modal).toBeVisible();
      await expectNoAxeViolations(page);
      // Sent empty: the spec's "Reason is required" (R5.22), and what else is missing.
      await modal.getByRole('button', { name: t('refunds:form.submit') }).click();
      await expect(modal.getByText(t('validation:reasonRequired'))).toBeVisible();
      await expect(modal.getByText(t('refunds:form.linesRequired'))).toBeVisible();
      // Every unit of every line, to the wallet.
      const selects = modal.getByRole('combobox');
      for (const [index, line] of order.lines.entries()) {
        await selects.nth(index).selectOption(String(line.quantity));
      }
      await modal
        .getByRole('textbox', { name: t('refunds:form.reason') })
        .fill(lang === 'ar' ? 'وصل الحليب تالفًا' : 'The milk arrived spoilt');
      await modal.getByRole('radio', { name: new RegExp(t('refunds:destination.wallet')) }).check();
      await modal.getByRole('button', { name: t('refunds:form.submit') }).click();
      await expect(modal).toBeHidden();

      const refunds = (await (
        await asCustomer(request, customer, 'GET', 'Refund')
      ).json()) as RefundPage;
      const [refund] = refunds.items;
      expect(refund).toMatchObject({
        status: 'requested',
        requestedAmount: paid,
        order: { id: order.id },
      });
      await asStaff(request, `Staff/Refund/${refund!.id}/Approve`, {});

      // My Wallet: the money back, and the refund in the history with its order.
      await page.goto('/account/wallet');
      await expect(
        page.getByRole('heading', { level: 1, name: t('wallet:wallet.title') }),
      ).toBeVisible();
      const balance = page.getByRole('region', { name: t('wallet:wallet.balance') });
      const money = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
        style: 'currency',
        currency: 'SAR',
      }).format(paid / 100);
      expect(plainText(await balance.innerText())).toContain(plainText(money));
      const history = page.getByRole('table');
      await expect(history).toContainText(
        lang === 'ar' ? `استرداد الطلب ${order.number}` : `Refund of order ${order.number}`,
      );
      await expect(
        history.getByRole('link', { name: t('wallet:ledger.order', { number: order.number }) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // Refund History: the request, refunded, with its reason and order.
      await page.goto('/account/refunds');
      const item = page.getByRole('article', {
        name: t('refunds:history.order', { number: order.number }),
      });
      await expect(item).toContainText(t('refunds:status.refunded'));
      await expect(item).toContainText(
        lang === 'ar' ? 'وصل الحليب تالفًا' : 'The milk arrived spoilt',
      );
      await expectNoAxeViolations(page);

      // My Points: what the delivered order earned (1 a riyal), with when they expire.
      const earned = Math.floor(paid / 100);
      await page.goto('/account/points');
      const points = page.getByRole('table');
      await expect(points).toContainText(
        lang === 'ar' ? `نقاط الطلب ${order.number}` : `Points of order ${order.number}`,
      );
      await expect(points).toContainText(`+${t('wallet:points.count', { count: earned })}`);
      await expect(points).toContainText(
        t('wallet:ledger.expires', { date: '' }).trim().split(' ')[0]!,
      );
      await expectNoAxeViolations(page);
    });

    test('Payout Details: the payment type, then the PayPal e-mail, are required; bank details with a Gulf IBAN are kept', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await mail.signedIn(context, request, baseURL!);
      await page.goto('/account/payout-details');
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('refunds:payout.title') }),
      ).toBeVisible();
      const save = page.getByRole('button', { name: t('refunds:payout.submit') });
      await save.click();
      await expect(page.getByText(t('validation:paymentTypeRequired'))).toBeVisible();
      await page.getByRole('radio', { name: t('refunds:payout.paypal') }).check();
      await save.click();
      await expect(page.getByText(t('validation:emailAddressRequired'))).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('radio', { name: t('refunds:payout.bank') }).check();
      // SWIFT, IFSC and IBAN say "(optional)" after their name.
      for (const label of ['accountNumber', 'bankName', 'holderName', 'swift', 'ifsc'] as const) {
        await expect(
          page.getByRole('textbox', { name: new RegExp(`^${t(`refunds:payout.${label}`)}`) }),
        ).toBeVisible();
      }
      await page
        .getByRole('textbox', { name: t('refunds:payout.accountNumber') })
        .fill('608010167519');
      await page.getByRole('textbox', { name: t('refunds:payout.bankName') }).fill('Al Rajhi Bank');
      await page.getByRole('textbox', { name: t('refunds:payout.holderName') }).fill('Sara Ahmed');
      const iban = page.getByRole('textbox', { name: new RegExp(`^${t('refunds:payout.iban')}`) });
      await iban.fill('SA0380000000608010167518');
      await save.click();
      await expect(page.getByText(t('validation:ibanInvalid'))).toBeVisible();
      await iban.fill('SA03 8000 0000 6080 1016 7519');
      await save.click();
      await expect(page.getByText(t('refunds:payout.saved'))).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('textbox', { name: new RegExp(`^${t('refunds:payout.iban')}`) }),
      ).toHaveValue('SA0380000000608010167519');
      await expectNoAxeViolations(page);
    });
  });
}
