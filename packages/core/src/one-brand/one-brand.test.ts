import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { api } from '#api/store-api.ts';
import {
  brandManifest,
  loadBrandCategory,
  loadBrandProduct,
  loadBrandRoot,
  loadDeliveryGate,
  loadOnePressCheckout,
  searchBrand,
} from '#one-brand/one-brand.ts';
import { makeShopStore, provideStoreApi } from '#shop-store/shop-store.ts';

// A one-brand shop front's loaders through the one store API, against a stand-in HTTP API that
// answers by path: what each asks and what it makes of the answers.

let server: Server;
let baseUrl: string;
let asked: string[] = [];
const brand = { id: 3, name: 'خليج فريش', nameEn: 'Khaleej Fresh', cityIds: [10] };
const answers: Record<string, [number, unknown]> = {
  '/api/Currency': [
    200,
    [
      { code: 'USD', isStoreCurrency: false },
      { code: 'SAR', minorUnits: 2, rate: 1, isStoreCurrency: true },
    ],
  ],
  '/api/Brand/3': [200, brand],
  '/api/Brand/3/DeliveryCheck?lat=24.7&lng=46.6': [200, { served: true, etaMinutes: 14 }],
  '/api/Brand/3/DeliveryCheck?lat=29.3&lng=47.9': [
    404,
    [{ code: 'delivery_area_not_found', message: '' }],
  ],
  '/api/Cart': [200, { id: 'c1', lines: [] }],
  '/api/Category?brandId=3': [200, [{ id: 5, parentId: null, nameEn: 'Fruit' }]],
  '/api/Product?brandId=3&categoryId=5&pageSize=48': [200, { items: [{ id: 1 }, { id: 2 }] }],
  '/api/Product/mango': [200, { id: 1, slug: 'mango', brandId: 3 }],
  '/api/Product/bread': [200, { id: 9, slug: 'bread', brandId: 4 }],
  '/api/Search?q=milk&brandId=3&pageSize=24': [200, { items: [{ id: 7 }] }],
  '/api/Checkout/Options': [200, { slots: [], deliverySpeeds: [], paymentMethods: [] }],
  '/api/Region': [200, [{ id: 1, states: [{ id: 2, cities: [{ id: 10 }, { id: 11 }] }] }]],
  '/api/CustomerAddress?countryId=1&stateId=2&cityId=10': [200, [{ id: 77, title: 'Home' }]],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const [status, body] = answers[req.url ?? ''] ?? [404, [{ code: 'not_found', message: '' }]];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  provideStoreApi(api);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
});

const storeOf = (token = '', lang: 'en' | 'ar' = 'en') =>
  makeShopStore({
    lang,
    currency: 'SAR',
    region: null,
    token,
    apiClient: createApiClient({ baseUrl, publicKey: 'pk' }),
  });

describe('one-brand loaders', () => {
  it('loads the root: brand, store currency, the delivery answer, the basket when there is one', async () => {
    const guest = await loadBrandRoot(storeOf(), 3, { lat: 24.7, lng: 46.6 });
    expect(guest).toMatchObject({
      lang: 'en',
      signedIn: false,
      cart: null,
      storeCurrency: { code: 'SAR' },
      brand: { nameEn: 'Khaleej Fresh' },
      delivery: { served: true, etaMinutes: 14 },
    });
    expect(asked).not.toContain('/api/Cart');
    const customer = await loadBrandRoot(storeOf('tok'), 3, null);
    expect(customer).toMatchObject({ signedIn: true, cart: { id: 'c1' }, delivery: null });
  });

  it('finds a category of the brand, or none', async () => {
    const { dispatch } = storeOf();
    expect(await loadBrandCategory(dispatch, 3, 5)).toEqual({
      category: { id: 5, parentId: null, nameEn: 'Fruit' },
      products: [{ id: 1 }, { id: 2 }],
    });
    expect(await loadBrandCategory(dispatch, 3, 6)).toBeNull();
  });

  it("sells only the brand's products and searches only them", async () => {
    const { dispatch } = storeOf();
    expect(await loadBrandProduct(dispatch, 3, 'mango')).toMatchObject({ id: 1 });
    expect(await loadBrandProduct(dispatch, 3, 'bread')).toBeNull();
    expect(await loadBrandProduct(dispatch, 3, 'gone')).toBeNull();
    expect(await searchBrand(dispatch, 3, new URLSearchParams('q=%20milk%20'))).toEqual({
      q: 'milk',
      items: [{ id: 7 }],
    });
    expect(await searchBrand(dispatch, 3, new URLSearchParams('q=%20'))).toEqual({
      q: '',
      items: null,
    });
    expect(asked.filter((path) => path.startsWith('/api/Search'))).toHaveLength(1);
  });

  it("gives the gate the API's answer or refusal and the shopper's addresses in the brand's cities", async () => {
    const { dispatch } = storeOf('tok');
    const served = await loadDeliveryGate(dispatch, 3, { lat: 24.7, lng: 46.6 }, true);
    expect(served).toMatchObject({ check: { served: true }, error: null, addresses: [{ id: 77 }] });
    expect(asked).not.toContain('/api/CustomerAddress?countryId=1&stateId=2&cityId=11');
    const refused = await loadDeliveryGate(dispatch, 3, { lat: 29.3, lng: 47.9 }, false);
    expect(refused).toMatchObject({ check: null, error: { status: 404 }, addresses: [] });
    expect(await loadDeliveryGate(dispatch, 3, null, false)).toEqual({
      place: null,
      check: null,
      error: null,
      addresses: [],
    });
  });

  it("loads the one-press checkout with the gate's address preselected", async () => {
    const { dispatch } = storeOf('tok');
    const data = await loadOnePressCheckout(dispatch, 3, { addressId: 77 }, true);
    expect(data).toMatchObject({ options: { slots: [] }, addresses: [{ id: 77 }], addressId: 77 });
    const point = await loadOnePressCheckout(dispatch, 3, { lat: 24.7, lng: 46.6 }, true);
    expect(point.addressId).toBeNull();
  });

  it("answers the web app manifest in the shopper's language", async () => {
    const look = { backgroundColor: '#fff', themeColor: '#5b21b6', icon: '/logo.svg' };
    const answer = await brandManifest(storeOf().dispatch, 3, 'ar', look);
    expect(answer.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(await answer.json()).toMatchObject({
      name: 'خليج فريش',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/?lang=ar',
      theme_color: '#5b21b6',
      icons: [{ src: '/logo.svg', type: 'image/svg+xml' }],
    });
    const down = await brandManifest(storeOf().dispatch, 99, 'en', look, 'Quick');
    expect(await down.json()).toMatchObject({ name: 'Quick', dir: 'ltr' });
  });
});
