import type { ActivityType } from '@shop/core/activity-types';
import type { Brand, ProductPage, RegionTree } from '@shop/core/catalog';
import type { Cart } from '@shop/core/cart-state';
import type { Order, OrderPage } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import type { APIRequestContext } from '@playwright/test';
import {
  asCustomer,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, test } from './fixtures';

// Checkout with cash on delivery as a shopper does it (issue 14, thin path), in English and
// Arabic: a basket that reaches its brand's minimum, a saved address in a city the brand
// serves, a delivery speed, a held slot, the payment methods modal; the summary with the API's
// amounts; the order placed once; its page with every label (R3.17) and My Orders.

const mail = mailServerOfFile();

/** The spec's validation texts (R5.24, R5.32), written out. */
const texts: Record<Locale, { speed: string; payment: string }> = {
  en: { speed: 'Please select a delivery speed', payment: 'Select payment method is required' },
  ar: { speed: 'الرجاء اختيار سرعة التوصيل', payment: 'اختيار طريقة الدفع مطلوب' },
};

/** A brand with plain products in stock, in the first city of an activity type's regions. */
async function servedBrand() {
  for (const activityType of await fromApi<ActivityType[]>('ActivityType')) {
    const regions = await fromApi<RegionTree>(`Region?activityTypeId=${activityType.id}`);
    const country = regions[0];
    const state = country?.states[0];
    const city = state?.cities[0];
    if (!country || !state || !city) continue;
    const brands = await fromApi<Brand[]>(
      `Brand?activityTypeId=${activityType.id}&cityId=${city.id}`,
    );
    for (const brand of brands) {
      const products = await fromApi<ProductPage>(`Product?brandId=${brand.id}&inStock=true`);
      if (products.items.length >= 2)
        return { region: [activityType.id, country.id, state.id, city.id], brand, products };
    }
  }
  throw new Error('the demo data has no brand with products in a city');
}

/** Fills the customer's basket with the brand's products until it can be checked out. */
async function fillBasket(
  request: APIRequestContext,
  customer: Parameters<typeof asCustomer>[1],
  products: ProductPage,
): Promise<Cart> {
  let cart: Cart | undefined;
  for (const product of products.items) {
    const answer = await request.fetch('/api/Cart/Line', {
      method: 'POST',
      headers: {
        'X-Public-Key': 'pk_demo_storefront',
        Authorization: `Bearer ${customer.token}`,
      },
      data: { productId: product.id, quantity: Math.min(3, product.maxPerOrder) },
    });
    if (!answer.ok()) continue; // a product with options, or a limit: the next one
    cart = (await answer.json()) as Cart;
    if (cart.canCheckout) return cart;
  }
  throw new Error(`the basket did not reach the minimum order: ${JSON.stringify(cart)}`);
}

for (const lang of languages) {
  test.describe(`checkout in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('cash on delivery: choices checked, the API quotes, one order placed, its page and My Orders', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { region, products } = await servedBrand();
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
      const basket = await fillBasket(request, customer, products);

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

      // Named by its title, described by its lines.
      await page.getByRole('radio', { name: 'Home', exact: true }).check();
      await page
        .getByRole('group', { name: t('checkout:speed.legend') })
        .getByRole('radio')
        .first()
        .check();
      const times = page.getByRole('group', { name: t('checkout:slot.timeLegend') });
      await times.getByRole('radio').first().check();
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
      expect(orders.total).toBe(kinds.size);
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
      await expect(
        page.getByRole('link', {
          name: t('checkout:order.detailsLabel', { number: order.number }),
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      // Cancelled from My Orders: the status says so.
      await page
        .getByRole('button', { name: t('checkout:order.cancelLabel', { number: order.number }) })
        .click();
      await expect(page.getByText(t('checkout:status.cancelled')).first()).toBeVisible();
    });
  });
}
