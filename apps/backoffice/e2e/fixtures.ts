import { AxeBuilder } from '@axe-core/playwright';
import type { Cart } from '@shop/core/cart-state';
import type { Brand, ProductPage, RegionTree } from '@shop/core/catalog';
import type { CheckoutOptions, Order, PlacedCheckout } from '@shop/core/checkout-schemas';
import type { Address, Customer } from '@shop/core/customer-schemas';
import type { Refund } from '@shop/core/refund-schemas';
import type { Wallet } from '@shop/core/wallet';
import { PUBLIC_KEY_HEADER } from '@shop/core/api';
import {
  expect,
  request as playwrightRequest,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, storefrontUrl } from '../playwright.config';

export { expect, test } from '@playwright/test';

/** The README's demo accounts (apps/api/src/db/demo). */
export const demo = {
  admin: { email: 'admin@example.com', password: 'Demo-Admin-2026' },
  support: { email: 'support@example.com', password: 'Demo-Support-2026' },
  moderator: { email: 'moderator@example.com', password: 'Demo-Moderator-2026' },
  seller: { email: 'seller@example.com', password: 'Demo-Seller-2026' },
  shopper: { email: 'shopper@example.com', password: 'Demo-Shopper-2026' },
} as const;

const headers = { [PUBLIC_KEY_HEADER]: 'pk_demo_storefront' };

/** Calls the API as `token`'s holder (or nobody); answers the status and the parsed body. */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  pathAndQuery: string,
  { token, data, idempotencyKey }: { token?: string; data?: unknown; idempotencyKey?: string } = {},
): Promise<{ status: number; body: T }> {
  const api = await playwrightRequest.newContext();
  try {
    const response = await api.fetch(`${apiUrl}${pathAndQuery}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
  } finally {
    await api.dispose();
  }
}

/** The demo shopper's basket, ready to check out, and where it goes. */
interface ReadyBasket {
  customer: Customer;
  address: Address;
  cart: Cart;
  /** The storefront's region of the address: activity type, country, state and city ids. */
  region: readonly number[];
}

/**
 * The demo shopper fills a basket through the API, as the storefront's product pages do: a
 * brand serving their Riyadh address, a basket that reaches its minimum (from the brand's
 * `offset`th product in stock on: tests that review a product each take their own; of
 * `brandIds` only when given).
 */
export async function shopperFillsBasket({
  offset = 0,
  brandIds,
}: { offset?: number; brandIds?: readonly number[] } = {}): Promise<ReadyBasket> {
  const customer = await shopperSignsIn();
  const token = customer.token;
  await callApi('DELETE', 'Cart', { token });
  // The first city of the regions where the shopper has an address (Riyadh, in the demo data).
  const regions = await callApi<RegionTree>('GET', 'Region');
  let address: Address | undefined;
  let place: number[] = [];
  for (const country of regions.body) {
    for (const state of country.states) {
      for (const city of state.cities) {
        const found = await callApi<Address[]>(
          'GET',
          `CustomerAddress?countryId=${country.id}&stateId=${state.id}&cityId=${city.id}`,
          { token },
        );
        if (!address && found.status === 200 && found.body.length > 0) {
          address = found.body[0];
          place = [country.id, state.id, city.id];
        }
      }
    }
  }
  if (!address) throw new Error('the demo shopper has no address');
  const cityId = place[2];
  const brands = await callApi<Brand[]>('GET', `Brand?cityId=${cityId}`);
  for (const brand of brands.body.filter(
    (candidate) => !brandIds || brandIds.includes(candidate.id),
  )) {
    const products = await callApi<ProductPage>(
      'GET',
      `Product?brandId=${brand.id}&inStock=true&pageSize=48`,
    );
    expect(products.status, JSON.stringify(products.body)).toBe(200);
    let cart: Cart | undefined;
    for (const product of products.body.items.slice(offset)) {
      const added = await callApi<Cart>('POST', 'Cart/Line', {
        token,
        data: { productId: product.id, quantity: Math.min(3, product.maxPerOrder) },
      });
      if (added.status === 200) cart = added.body;
      if (cart?.canCheckout)
        return { customer, address, cart, region: [brand.activityTypeId, ...place] };
    }
    await callApi('DELETE', 'Cart', { token });
  }
  throw new Error('no brand serves the demo shopper’s first address');
}

/** A shopper at the last step of checkout: their token, basket brand and the Place body. */
export interface ReadyToPay {
  token: string;
  brandId: number;
  options: CheckoutOptions;
  body: { addressId: number; slotId: number; deliverySpeedId: number; paymentMethod: 'cod' };
}

/**
 * The demo shopper with a basket that can check out (`shopperFillsBasket`) and the first free
 * slot held: what `Checkout/Quote` and `Checkout/Place` take (the first speed, cash).
 */
export async function shopperReadyToPay(
  basket: { offset?: number; brandIds?: readonly number[] } = {},
): Promise<ReadyToPay> {
  const { customer, address, cart } = await shopperFillsBasket(basket);
  const token = customer.token;
  const options = await callApi<CheckoutOptions>('GET', 'Checkout/Options', { token });
  const slot = options.body.slots.find((candidate) => !candidate.full)!;
  await callApi('POST', 'Checkout/Hold', { token, data: { slotId: slot.id } });
  return {
    token,
    brandId: cart.brand!.id,
    options: options.body,
    body: {
      addressId: address.id,
      slotId: slot.id,
      deliverySpeedId: options.body.deliverySpeeds[0]!.id,
      paymentMethod: 'cod',
    },
  };
}

/**
 * The demo shopper places a cash-on-delivery order through the API, as the storefront's checkout
 * does (`shopperReadyToPay`). Answers the order.
 */
export async function shopperPlacesOrder(
  basket: { offset?: number; brandIds?: readonly number[] } = {},
): Promise<Order> {
  const ready = await shopperReadyToPay(basket);
  const placed = await callApi<PlacedCheckout>('POST', 'Checkout/Place', {
    token: ready.token,
    idempotencyKey: `e2e-backoffice-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    data: ready.body,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.orders[0]!;
}

/**
 * A page of the storefront (on the tests' API) in `lang`, signed in as `customer` the way its
 * sign-in leaves a browser (the guard's cookie and the saved customer), or as nobody; in the
 * `region` the shopper chose, if given. Each
 * `goto` waits until the app has hydrated (the header's language switch is enabled).
 */
export async function storefrontPage(
  browser: Browser,
  lang: 'en' | 'ar',
  customer?: Customer,
  region?: readonly number[],
): Promise<Page> {
  const context = await browser.newContext({ baseURL: storefrontUrl });
  await context.addCookies([
    { name: 'locale', value: lang, url: storefrontUrl },
    ...(customer ? [{ name: 'token', value: customer.token, url: storefrontUrl }] : []),
    ...(region ? [{ name: 'region', value: region.join('.'), url: storefrontUrl }] : []),
  ]);
  await context.addInitScript(
    (saved) => {
      localStorage.setItem('shop.recentPurchasePopup.off', '1');
      if (saved && !localStorage.getItem('storefront.customer'))
        localStorage.setItem('storefront.customer', saved);
    },
    customer ? JSON.stringify(customer) : '',
  );
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^(Switch language|تغيير اللغة) / }),
    ).toBeEnabled({ timeout: 15_000 });
    return response;
  };
  return page;
}

/** The demo shopper, signed in afresh (with their token). */
export async function shopperSignsIn(): Promise<Customer> {
  const signedIn = await callApi<Customer>('POST', 'Customer/SignIn', {
    data: { method: 'email', ...demo.shopper },
  });
  expect(signedIn.status).toBe(200);
  return signedIn.body;
}

/** The demo shopper's token (a fresh sign-in). */
export async function shopperToken(): Promise<string> {
  return (await shopperSignsIn()).token;
}

/** The shopper's own view of an order (what the storefront's Order Details shows). */
export async function shopperOrder(id: number): Promise<Order> {
  const order = await callApi<Order>('GET', `Order/${id}`, { token: await shopperToken() });
  expect(order.status).toBe(200);
  return order.body;
}

/** Support staff deliver the order through the API (placed → … → delivered). */
export async function deliverOrder(id: number): Promise<void> {
  const signedIn = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.support });
  expect(signedIn.status).toBe(200);
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const moved = await callApi('POST', `Staff/Order/${id}/Status`, {
      token: signedIn.body.token,
      data: { status },
    });
    expect(moved.status).toBe(200);
  }
}

/** The sign-in page's texts, by language. */
const signInTexts = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', seller: 'Seller' },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    seller: 'بائع',
  },
} as const;

/** Signs `account` in on the back office's sign-in page in `lang` (a seller with `asSeller`). */
export async function signIn(
  page: Page,
  lang: 'en' | 'ar',
  account: { email: string; password: string },
  { asSeller = false } = {},
): Promise<void> {
  const t = signInTexts[lang];
  await page.goto(`/?lang=${lang}`);
  if (asSeller) await page.getByRole('radio', { name: t.seller }).check();
  await page.getByLabel(t.email).fill(account.email);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.signIn }).click();
}

/**
 * Moves the keyboard focus to `target` with Tab alone, as a keyboard user does (at most `max`
 * presses), and checks the browser shows where the focus is (`:focus-visible`).
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Axe finds nothing on the page (every rule it runs by default, as for the storefront). */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
    ),
  ).toEqual([]);
}

/**
 * The shopper asks for one unit of the order's first line back to their wallet, or with `whole`
 * for every unit of every line.
 */
export async function shopperAsksRefund(order: Order, { whole = false } = {}): Promise<Refund> {
  const asked = await callApi<Refund>('POST', 'Refund', {
    token: await shopperToken(),
    data: {
      orderId: order.id,
      lines: whole
        ? order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity }))
        : [{ orderLineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'The box arrived crushed',
      destination: 'wallet',
    },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body;
}

/** The shopper's wallet balance, minor units. */
export async function walletBalance(): Promise<number> {
  const wallet = await callApi<Wallet>('GET', 'Wallet', { token: await shopperToken() });
  expect(wallet.status).toBe(200);
  return wallet.body.balance;
}

let applications = 0;

/**
 * A business applies to sell, as Become Seller does through the API: both documents uploaded (a
 * scan as PNG), the application sent, and its e-mail confirmed with the code from the API's
 * development mailbox (the embedded database's stand-in for SMTP). Answers what it applied with.
 */
export async function sellerApplies() {
  applications += 1;
  const unique = `${Date.now().toString(36)}${applications}`;
  const api = await playwrightRequest.newContext();
  try {
    const scan = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const documents: Record<string, string> = {};
    for (const kind of ['cr_certificate', 'vat_certificate']) {
      const uploaded = await api.post(`${apiUrl}SellerApplication/Document?kind=${kind}`, {
        headers,
        multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: scan } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      documents[kind] = ((await uploaded.json()) as { id: string }).id;
    }
    const [activityType] = (await callApi<{ id: number }[]>('GET', 'ActivityType')).body;
    const regions = (await callApi<RegionTree>('GET', `Region?activityTypeId=${activityType!.id}`))
      .body;
    const application = {
      legalName: 'مخبز النخبة للتجارة',
      legalNameEn: `Elite Bakery Trading ${unique}`,
      displayName: `مخبز النخبة ${unique}`,
      displayNameEn: `Elite Bakery ${unique}`,
      crNumber: `10${String(Date.now() % 1e5).padStart(5, '0')}${String(applications).padStart(3, '0')}`,
      vatNumber: '310122393500003',
      activityTypeId: activityType!.id,
      cityIds: [regions[0]!.states[0]!.cities[0]!.id],
      contactName: 'Sara Alharbi',
      phoneCode: '966',
      phone: '512345678',
      email: `seller.${unique}@example.com`,
      description: 'Fresh bread and pastries every morning.',
      iban: 'SA03 8000 0000 6080 1016 7519',
      bankName: 'Al Rajhi Bank',
      accountHolder: 'Elite Bakery Trading',
      password: 'bread every morning 42',
      locale: 'en',
      documents: {
        crCertificate: documents.cr_certificate,
        vatCertificate: documents.vat_certificate,
      },
    };
    const applied = await callApi<{ reference: string }>('POST', 'SellerApplication', {
      data: application,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(202);
    // The code, from the newest mail to this address in the development mailbox (mail goes out
    // after the answer).
    const codeInMailbox = async () => {
      const mailbox = await (await api.get(new URL('/dev/mailbox', apiUrl).href)).text();
      const mail = mailbox
        .split('<article>')
        .find((article) => article.includes(application.email));
      return /^\d{6}$/m.exec(mail ?? '')?.[0];
    };
    await expect.poll(codeInMailbox, { timeout: 15_000 }).toMatch(/^\d{6}$/);
    const code = await codeInMailbox();
    const confirmed = await callApi('POST', `SellerApplication/${applied.body.reference}/Confirm`, {
      data: { code },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return application;
  } finally {
    await api.dispose();
  }
}
