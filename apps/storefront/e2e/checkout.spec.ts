import type { ActivityType } from '@shop/core/activity-types';
import type { Brand, ProductPage, RegionTree } from '@shop/core/catalog';
import type { Cart } from '@shop/core/cart-state';
import type { CheckoutOptions, Order, OrderPage } from '@shop/core/checkout-schemas';
import type { Customer } from '@shop/core/customer-schemas';
import type { Locale } from '@shop/core/i18n';
import type { APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
  signInAs,
} from './account-helpers';
import {
  chooseAtCheckout,
  fillBasket,
  methodNames,
  readyToCheckOut,
  reviewAndPlace,
  servedBrand,
} from './checkout-helpers';
import { expect, expectNoAxeViolations, fromApi, test } from './fixtures';

// Checkout as a shopper does it (issue 14), in English and Arabic: with cash on delivery, a
// chilled and dry basket that reaches its brand's minimum, a saved address in a city the brand
// serves, a delivery speed, a held slot, the payment methods modal; the summary with the API's
// amounts; the two orders placed once; a page with every label (R3.17) and My Orders. Then a
// coupon refused and applied, the wallet and points spent, and a product that cannot be
// delivered to the address's country left out (R8.13).

const mail = mailServerOfFile();

/** The spec's validation texts (R5.24, R5.29, R5.32), written out. */
const texts: Record<Locale, { speed: string; payment: string; coupon: string; applied: RegExp }> = {
  en: {
    speed: 'Please select a delivery speed',
    payment: 'Select payment method is required',
    coupon: 'Please enter a valid coupon',
    applied: /^Coupon applied! .+ \(WELCOME10\) is taken off your order\.$/,
  },
  ar: {
    speed: 'الرجاء اختيار سرعة التوصيل',
    payment: 'اختيار طريقة الدفع مطلوب',
    coupon: 'الرجاء إدخال قسيمة صالحة',
    applied: /^تم تطبيق القسيمة! سيُخصم .+ \(WELCOME10\) من طلبك\.$/,
  },
};

/** The demo shopper with a wallet and points (README, "Demo data"), signed in by the API. */
async function demoShopper(request: APIRequestContext): Promise<Customer> {
  const answer = await request.post('/api/Customer/SignIn', {
    headers: apiHeaders,
    data: { method: 'email', email: 'shopper@example.com', password: 'Demo-Shopper-2026' },
  });
  expect(answer.status()).toBe(200);
  const customer = (await answer.json()) as Customer;
  // Each test starts from an empty basket (R8.13 leaves lines in it).
  await asCustomer(request, customer, 'DELETE', 'Cart');
  return customer;
}

/** The city named `nameEn` where a brand named `brandEn` serves: its region and its products. */
async function brandInCity(brandEn: string, cityEn: string) {
  for (const activityType of await fromApi<ActivityType[]>('ActivityType')) {
    for (const country of await fromApi<RegionTree>(`Region?activityTypeId=${activityType.id}`))
      for (const state of country.states)
        for (const city of state.cities.filter((item) => item.nameEn === cityEn)) {
          const brands = await fromApi<Brand[]>(
            `Brand?activityTypeId=${activityType.id}&cityId=${city.id}`,
          );
          const brand = brands.find((item) => item.nameEn === brandEn);
          if (brand)
            return {
              region: [activityType.id, country.id, state.id, city.id],
              products: await fromApi<ProductPage>(`Product?brandId=${brand.id}&inStock=true`),
            };
        }
  }
  throw new Error(`the demo data has no ${brandEn} in ${cityEn}`);
}

for (const lang of languages) {
  test.describe(`checkout in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('cash on delivery: choices checked, the API quotes, a chilled and dry basket placed once as two orders (R4.19), their page and My Orders', async ({
      browser,
      page,
      context,
      request,
      baseURL,
    }) => {
      const { region, products } = await servedBrand({ mixed: true });
      const customer = await mail.signedIn(context, request, baseURL!);
      await context.addCookies([{ name: 'region', value: region.join('.'), url: baseURL! }]);
      const [, countryId, stateId, cityId] = region;
      await asCustomer(request, customer, 'POST', 'CustomerAddress', {
        title: 'Home',
        streetAddress: 'Olaya Street 5',
        countryId,
        stateId,
        subCityId: cityId,
        postalCode: '12345',
        phone: '512345678',
      });
      const basket = await fillBasket(request, customer, products, { mixed: true });

      // Rendered complete on the server: the address names its city before any script runs,
      // and the browser asks the API for no regions after hydration (they come with the loader).
      const city = (await fromApi<RegionTree>('Region'))
        .flatMap((country) => country.states.flatMap((state) => state.cities))
        .find((item) => item.id === cityId)!;
      const serverOnly = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await context.storageState(),
        baseURL,
      });
      const rendered = await serverOnly.newPage();
      await rendered.goto('/checkout');
      await expect(
        rendered.getByRole('radio', { name: 'Home', exact: true }),
      ).toHaveAccessibleDescription(new RegExp(lang === 'ar' ? city.name : city.nameEn));
      await serverOnly.close();
      const regionCalls: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/Region')) regionCalls.push(sent.url());
      });
      await page.goto('/checkout');
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:page.title') }),
      ).toBeVisible();
      // Nothing chosen: each choice says what is missing (R5.32, R5.24).
      await page.getByRole('button', { name: t('checkout:page.review') }).click();
      await expect(page.getByText(texts[lang].speed)).toBeVisible();
      await expect(page.getByText(texts[lang].payment)).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expectNoAxeViolations(page);
      expect(regionCalls).toEqual([]);

      // Named by its title, described by its lines.
      await page.getByRole('radio', { name: 'Home', exact: true }).check();
      await page
        .getByRole('group', { name: t('checkout:speed.legend') })
        .getByRole('radio')
        .first()
        .check();
      const times = page.getByRole('group', { name: t('checkout:slot.timeLegend') });
      await times.getByRole('radio', { disabled: false }).first().check();
      await expect(
        page.getByText(new RegExp(t('checkout:slot.held', { time: '.+' }))),
      ).toBeVisible();
      await page.getByRole('button', { name: t('checkout:payment.chooseLabel') }).click();
      const modal = page.getByRole('dialog', { name: t('checkout:payment.title') });
      await expect(modal).toBeVisible();
      await expectNoAxeViolations(page);
      await modal
        .getByRole('radio', {
          name: new RegExp(lang === 'ar' ? 'الدفع عند الاستلام' : 'Cash on delivery'),
        })
        .check();
      await modal.getByRole('button', { name: t('checkout:payment.confirm') }).click();
      await expect(modal).toBeHidden();
      await page.getByRole('button', { name: t('checkout:page.review') }).click();

      // The summary: the API's amounts for the basket.
      await expect(page).toHaveURL(/\/checkout\/summary\?/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:page.summaryTitle') }),
      ).toBeVisible();
      await expect(page.getByText(t('checkout:summary.subtotal')).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const place = page.getByRole('button', { name: t('checkout:page.place') });
      // Pressed twice: one placement (the attempt has one Idempotency-Key; the button waits).
      await place.dblclick();
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:success.title') }),
      ).toBeVisible();
      const orders = (await (
        await asCustomer(request, customer, 'GET', 'Order')
      ).json()) as OrderPage;
      // One placement: one order per storage kind of the basket (chilled and dry apart).
      const kinds = new Set(basket.lines.map((line) => line.product.storage));
      expect(kinds.size).toBe(2);
      expect(orders.total).toBe(2);
      expect(orders.items.reduce((sum, placed) => sum + placed.subtotal, 0)).toBe(basket.subtotal);
      const order = orders.items.find((placed) =>
        page.url().endsWith(`order=${placed.id}`),
      ) as Order;
      expect(order).toBeDefined();
      expect(
        ((await (await asCustomer(request, customer, 'GET', 'Cart')).json()) as Cart).lines,
      ).toEqual([]);

      await page.getByRole('link', { name: t('checkout:success.viewOrder') }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/order/${order.id}$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t('checkout:order.title', { number: order.number }),
        }),
      ).toBeVisible();
      for (const label of [
        'order.number',
        'order.date',
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
      ])
        await expect(page.getByText(t(`checkout:${label}`), { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/my-orders');
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkout:myOrders.title') }),
      ).toBeVisible();
      // Both orders of the placement, each with its number (R4.19).
      for (const placed of orders.items)
        await expect(
          page.getByRole('link', {
            name: t('checkout:order.detailsLabel', { number: placed.number }),
          }),
        ).toBeVisible();
      await expectNoAxeViolations(page);
      // Cancelled from My Orders: the status says so.
      await page
        .getByRole('button', { name: t('checkout:order.cancelLabel', { number: order.number }) })
        .click();
      await expect(page.getByText(t('checkout:status.cancelled')).first()).toBeVisible();
    });

    test('a new address added in place; a coupon: an expired one refused (R5.29), the first-purchase offer applied (R8.27), its line on the summary and the order', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const customer = await mail.signedIn(context, request, baseURL!);
      const { region } = await readyToCheckOut({ context, request, baseURL: baseURL! }, customer, {
        addressTitle: null,
      });
      await page.goto('/checkout');
      // "Add a new address" opens the address modal in place; the saved address is chosen.
      await page.getByRole('button', { name: t('checkout:address.add') }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel(t('account:address.title')).fill('Villa');
      await form.getByLabel(t('account:address.streetAddress')).fill('Tahlia Street 9');
      const [, countryId, stateId, cityId] = region.map(String) as [string, string, string, string];
      await form.getByLabel(t('account:address.country')).selectOption(countryId);
      await form.getByLabel(t('account:address.state')).selectOption(stateId);
      await form.getByLabel(t('account:address.city')).selectOption(cityId);
      await form.getByLabel(t('account:address.postalCode')).fill('12345');
      await form.getByLabel(t('account:address.phone'), { exact: true }).fill('512345678');
      await form.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('radio', { name: 'Villa', exact: true })).toBeChecked();
      await chooseAtCheckout(page, t, methodNames[lang].cod, 'Villa');
      await page.getByRole('button', { name: t('checkout:coupon.add') }).click();
      const modal = page.getByRole('dialog', { name: t('checkout:coupon.title') });
      const code = modal.getByRole('textbox', { name: t('checkout:coupon.label') });
      await code.fill('expired5');
      await modal.getByRole('button', { name: t('checkout:coupon.apply') }).click();
      await expect(code).toHaveAccessibleDescription(texts[lang].coupon);
      await expectNoAxeViolations(page);
      await code.fill('welcome10');
      await modal.getByRole('button', { name: t('checkout:coupon.apply') }).click();
      await expect(modal.getByRole('status')).toHaveText(texts[lang].applied);
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: t('checkout:coupon.done') }).click();
      await expect(page.getByText('WELCOME10')).toBeVisible();

      await page.getByRole('button', { name: t('checkout:page.review') }).click();
      await expect(page).toHaveURL(/[?&]coupon=WELCOME10(&|$)/);
      const discount = t('checkout:summary.discountCode', { code: 'WELCOME10' });
      await expect(page.getByText(discount).first()).toBeVisible();
      await page.getByRole('button', { name: t('checkout:page.place') }).click();
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      const { items } = (await (
        await asCustomer(request, customer, 'GET', 'Order')
      ).json()) as OrderPage;
      expect(items.every((order) => order.couponCode === 'WELCOME10')).toBe(true);
      expect(items.reduce((sum, order) => sum + order.discount, 0)).toBeGreaterThan(0);
      const [order] = items as [Order];
      await page.goto(`/checkout/order/${order.id}`);
      await expect(page.getByText(discount)).toBeVisible();
      // Cancelled: the coupon's use is given back (the other language's shopper is another).
      await asCustomer(request, customer, 'POST', `Order/${order.id}/Cancel`);
    });

    test('wallet and points (R1.11, R1.12): the demo shopper spends both; the order shows them', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const customer = await demoShopper(request);
      await signInAs(context, customer, baseURL!);
      await readyToCheckOut({ context, request, baseURL: baseURL! }, customer, {
        addressTitle: `Flat ${lang}`,
      });
      const options = (await (
        await asCustomer(request, customer, 'GET', 'Checkout/Options')
      ).json()) as CheckoutOptions;
      expect(options.wallet.balance).toBeGreaterThan(0);
      expect(options.points.balance).toBeGreaterThan(0);
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].cod, `Flat ${lang}`);
      const spend = page.getByRole('group', { name: t('checkout:spend.legend') });
      await spend.getByRole('checkbox', { name: t('checkout:spend.wallet') }).check();
      await spend.getByRole('checkbox', { name: t('checkout:spend.points') }).check();
      await expectNoAxeViolations(page);
      await reviewAndPlace(page, t);
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      const orderId = Number(/order=(\d+)$/.exec(page.url())?.[1]);
      const order = (await (
        await asCustomer(request, customer, 'GET', `Order/${orderId}`)
      ).json()) as Order;
      expect(order.points + order.wallet).toBeGreaterThan(0);
      await page.goto(`/checkout/order/${orderId}`);
      await expect(page.getByText(t('checkout:summary.points'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('checkout:summary.wallet'), { exact: true })).toBeVisible();
      // Cancelled, the placement's wallet and points come back for the next test.
      for (const placed of (
        (await (await asCustomer(request, customer, 'GET', 'Order')).json()) as OrderPage
      ).items.filter((item) => item.status === 'placed'))
        await asCustomer(request, customer, 'POST', `Order/${placed.id}/Cancel`);
    });

    test('R8.13: a product that cannot go to Kuwait City is left out with its notice, the rest is ordered', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const customer = await demoShopper(request);
      await signInAs(context, customer, baseURL!);
      const { region, products } = await brandInCity('Shifa Pharmacies', 'Kuwait City');
      await context.addCookies([{ name: 'region', value: region.join('.'), url: baseURL! }]);
      // Every product of the first page: medicines (Saudi Arabia only) and others.
      for (const product of products.items)
        await request.fetch('/api/Cart/Line', {
          method: 'POST',
          headers: { ...apiHeaders, Authorization: `Bearer ${customer.token}` },
          data: { productId: product.id, quantity: Math.min(3, product.maxPerOrder) },
        });
      await page.goto('/checkout');
      await chooseAtCheckout(page, t, methodNames[lang].cod, 'Office');
      await page.getByRole('button', { name: t('checkout:page.review') }).click();
      const notice = page.getByRole('region', { name: t('checkout:undeliverable.title') });
      await expect(notice).toBeVisible();
      const left = await notice.getByRole('listitem').allTextContents();
      expect(left.length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('checkout:page.place') }).click();
      await expect(page).toHaveURL(/\/order-success\?order=\d+$/);
      const { items } = (await (
        await asCustomer(request, customer, 'GET', 'Order')
      ).json()) as OrderPage;
      const placedNames = items
        .filter((order) => order.status === 'placed')
        .flatMap((order) => order.lines.map((line) => (lang === 'ar' ? line.name : line.nameEn)));
      expect(placedNames.length).toBeGreaterThan(0);
      for (const name of left) expect(placedNames).not.toContain(name);
      // The products left out stay in the basket.
      const cart = (await (await asCustomer(request, customer, 'GET', 'Cart')).json()) as Cart;
      expect(cart.lines.length).toBe(left.length);
      for (const order of items.filter((item) => item.status === 'placed'))
        await asCustomer(request, customer, 'POST', `Order/${order.id}/Cancel`);
    });
  });
}
