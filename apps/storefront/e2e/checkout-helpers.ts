import type { ActivityType } from '@shop/core/activity-types';
import type { Brand, ProductPage, RegionTree } from '@shop/core/catalog';
import type { Cart } from '@shop/core/cart-state';
import type { CheckoutOptions, Order, PlacedCheckout } from '@shop/core/checkout-schemas';
import type { Address, Customer } from '@shop/core/customer-schemas';
import type { Locale } from '@shop/core/i18n';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { inLanguage } from './account-helpers';
import { apiHeaders, asCustomer } from './account-helpers';
import { expect, fromApi } from './fixtures';

// What the checkout tests share: a brand that serves a city, a basket that reaches its minimum,
// an address there, and the choices made on /checkout up to the summary.

type Translate = ReturnType<typeof inLanguage>['t'];

/** The payment methods as the API names them (R3.05), by language. */
export const methodNames: Record<Locale, Record<'cod' | 'card' | 'bnpl', RegExp>> = {
  en: { cod: /Cash on delivery/, card: /card/i, bnpl: /Pay in 4/ },
  ar: { cod: /الدفع عند الاستلام/, card: /بالبطاقة/, bnpl: /ادفع على 4/ },
};

/**
 * A brand with plain products in stock, in the first city of an activity type's regions; with
 * `mixed`, one whose first page has both chilled and dry products (a basket split in two).
 */
export async function servedBrand({ mixed = false } = {}) {
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
      const kinds = new Set(products.items.map((product) => product.storage));
      if (products.items.length >= 2 && (!mixed || kinds.size === 2))
        return { region: [activityType.id, country.id, state.id, city.id], brand, products };
    }
  }
  throw new Error('the demo data has no brand with products in a city');
}

/**
 * Fills the customer's basket with the brand's products until it can be checked out; with
 * `mixed`, a chilled and a dry product first.
 */
export async function fillBasket(
  request: APIRequestContext,
  customer: Customer,
  products: ProductPage,
  { mixed = false } = {},
): Promise<Cart> {
  const items = mixed
    ? [
        ...(['cold', 'dry'] as const).flatMap((kind) =>
          products.items.filter((product) => product.storage === kind).slice(0, 1),
        ),
        ...products.items,
      ]
    : products.items;
  let cart: Cart | undefined;
  for (const product of items) {
    const answer = await request.fetch('/api/Cart/Line', {
      method: 'POST',
      headers: { 'X-Public-Key': 'pk_demo_storefront', Authorization: `Bearer ${customer.token}` },
      data: { productId: product.id, quantity: Math.min(3, product.maxPerOrder) },
    });
    if (!answer.ok()) continue; // a product with options, or a limit: the next one
    cart = (await answer.json()) as Cart;
    const kinds = new Set(cart.lines.map((line) => line.product.storage));
    if (cart.canCheckout && (!mixed || kinds.size === 2)) return cart;
  }
  throw new Error(`the basket did not reach the minimum order: ${JSON.stringify(cart)}`);
}

/**
 * A signed-in `customer` ready to check out in the brand's city: the region remembered, a
 * saved address (`addressTitle`, "Home"; none for null) there and a basket that reaches the
 * brand's minimum. Answers the basket and the region (activity type, country, state, city).
 */
export async function readyToCheckOut(
  {
    context,
    request,
    baseURL,
  }: { context: BrowserContext; request: APIRequestContext; baseURL: string },
  customer: Customer,
  { mixed = false, addressTitle = 'Home' }: { mixed?: boolean; addressTitle?: string | null } = {},
) {
  const { region, products } = await servedBrand({ mixed });
  await context.addCookies([{ name: 'region', value: region.join('.'), url: baseURL }]);
  const [, countryId, stateId, cityId] = region;
  if (addressTitle !== null)
    await asCustomer(request, customer, 'POST', 'CustomerAddress', {
      title: addressTitle,
      streetAddress: 'Olaya Street 5',
      countryId,
      stateId,
      subCityId: cityId,
      postalCode: '12345',
      phone: '512345678',
    });
  return { cart: await fillBasket(request, customer, products, { mixed }), region };
}

/** On `/checkout`: the address `addressTitle`, the first speed and time, then a payment method. */
export async function chooseAtCheckout(
  page: Page,
  t: Translate,
  method: RegExp,
  addressTitle = 'Home',
) {
  await page.getByRole('radio', { name: addressTitle, exact: true }).check();
  await page
    .getByRole('group', { name: t('checkout:speed.legend') })
    .getByRole('radio')
    .first()
    .check();
  // The first time with room: earlier specs' orders may have filled the first ones.
  await page
    .getByRole('group', { name: t('checkout:slot.timeLegend') })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await expect(page.getByText(new RegExp(t('checkout:slot.held', { time: '.+' })))).toBeVisible();
  await choosePaymentMethod(page, t, method, t('checkout:payment.chooseLabel'));
}

/** Opens the payment methods modal with `opener` and confirms `method` in it. */
export async function choosePaymentMethod(
  page: Page,
  t: Translate,
  method: RegExp,
  opener: string,
) {
  await page.getByRole('button', { name: opener }).click();
  const modal = page.getByRole('dialog', { name: t('checkout:payment.title') });
  await modal.getByRole('radio', { name: method }).check();
  await modal.getByRole('button', { name: t('checkout:payment.confirm') }).click();
}

/** "Review order", then "Place order" on the summary. */
export async function reviewAndPlace(page: Page, t: Translate) {
  await page.getByRole('button', { name: t('checkout:page.review') }).click();
  await expect(page).toHaveURL(/\/checkout\/summary\?/);
  await page.getByRole('button', { name: t('checkout:page.place') }).click();
}

/**
 * Places a cash-on-delivery order of the customer's basket through the API, as checkout does:
 * the first delivery speed, the first free time (held first) and the customer's first address
 * in the region's city. Returns the first order placed.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  customer: Customer,
  region: number[],
): Promise<Order> {
  const [, countryId, stateId, cityId] = region;
  const options = (await (
    await asCustomer(request, customer, 'GET', 'Checkout/Options')
  ).json()) as CheckoutOptions;
  const slot = options.slots.find((candidate) => !candidate.full);
  const speed = options.deliverySpeeds[0];
  expect(slot && speed, 'a free slot and a speed').toBeTruthy();
  await asCustomer(request, customer, 'POST', 'Checkout/Hold', { slotId: slot!.id });
  const addresses = (await (
    await asCustomer(
      request,
      customer,
      'GET',
      `CustomerAddress?countryId=${countryId}&stateId=${stateId}&cityId=${cityId}`,
    )
  ).json()) as Address[];
  const placed = await request.post('/api/Checkout/Place', {
    headers: {
      ...apiHeaders,
      Authorization: `Bearer ${customer.token}`,
      'Idempotency-Key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
    data: {
      addressId: addresses[0]!.id,
      slotId: slot!.id,
      deliverySpeedId: speed!.id,
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(200);
  const [order] = ((await placed.json()) as PlacedCheckout).orders;
  expect(order, 'an order placed').toBeTruthy();
  return order!;
}
