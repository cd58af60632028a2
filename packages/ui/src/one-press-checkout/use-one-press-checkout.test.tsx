import { createApiClient } from '@shop/core/api-client';
import type { CheckoutOptions } from '@shop/core/checkout-schemas';
import { createI18n, type Locale } from '@shop/core/i18n';
import { makeShopStore } from '@shop/core/shop-store';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { useOnePressCheckout } from './use-one-press-checkout.ts';

// The one-press checkout's glue through the one store API, against a stand-in API (the client's
// fetch): what it offers, what “Place order” sends, and what a refusal says.

const options: CheckoutOptions = {
  brandId: 3,
  deliverySpeeds: [
    { id: 1, code: 'standard', name: 'عادي', nameEn: 'Standard', fee: 0, etaMinutes: 120 },
    { id: 2, code: 'express', name: 'سريع', nameEn: 'Express', fee: 900, etaMinutes: 15 },
  ],
  paymentMethods: [
    { id: 'card', name: 'بطاقة', nameEn: 'Card', available: true },
    { id: 'cod', name: 'الدفع عند الاستلام', nameEn: 'Cash on delivery', available: true },
  ],
  slots: [
    { id: 8, startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T10:00:00Z', full: true },
    { id: 9, startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T11:00:00Z', full: false },
  ],
  hold: null,
  wallet: { balance: 0, currency: 'SAR' },
  points: { balance: 0, worth: 0 },
};
const request = {
  addressId: 7,
  slotId: 9,
  deliverySpeedId: 2,
  paymentMethod: 'cod' as const,
  useWallet: false,
  usePoints: false,
};

function setUp(lang: Locale, answer: (path: string) => [number, unknown]) {
  const calls: { path: string; key: string | null }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    calls.push({ path, key: new Headers(init?.headers).get('Idempotency-Key') });
    const [status, body] = answer(path);
    return Promise.resolve(Response.json(body, { status }));
  });
  const store = makeShopStore({
    lang,
    currency: 'SAR',
    region: null,
    token: 'tok',
    apiClient: createApiClient({ baseUrl: 'http://api.test/api/', publicKey: 'pk', fetch }),
  });
  const i18n = createI18n(lang, [initReactI18next]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  const onPlaced = vi.fn();
  const hook = renderHook(() => useOnePressCheckout(options, lang, onPlaced), { wrapper });
  return { calls, onPlaced, hook };
}

describe('useOnePressCheckout', () => {
  it('offers the speeds, the soonest free slot and cash on delivery in the page language', () => {
    const { hook } = setUp('ar', () => [200, {}]);
    expect(hook.result.current).toMatchObject({
      speeds: options.deliverySpeeds,
      slotId: 9,
      paymentName: 'الدفع عند الاستلام',
    });
  });

  it('holds, then places under one key per page, and tells the order numbers', async () => {
    const { calls, onPlaced, hook } = setUp('en', (path) =>
      path.endsWith('Hold')
        ? [200, { slotId: 9, expiresAt: '2026-12-01T09:10:00Z' }]
        : [200, { orders: [{ number: 'Q-1001' }, { number: 'Q-1002' }] }],
    );
    let first: string | null | undefined;
    await act(async () => {
      first = await hook.result.current!.onPlace(request);
    });
    expect(first).toBeNull();
    expect(onPlaced).toHaveBeenCalledWith(['Q-1001', 'Q-1002']);
    await act(async () => {
      await hook.result.current!.onPlace(request);
    });
    const places = calls.filter((call) => call.path.endsWith('Checkout/Place'));
    // Each placement also refreshes the basket (GET Cart).
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Checkout/Hold',
      '/api/Checkout/Place',
      '/api/Cart',
      '/api/Checkout/Hold',
      '/api/Checkout/Place',
      '/api/Cart',
    ]);
    expect(places[0]!.key).toBeTruthy();
    expect(places[1]!.key).toBe(places[0]!.key);
  });

  it("says the API's refusal in the shopper's language and places nothing", async () => {
    const { calls, onPlaced, hook } = setUp('ar', () => [
      409,
      [{ code: 'slot_full', message: '' }],
    ]);
    let text: string | null | undefined;
    await act(async () => {
      text = await hook.result.current!.onPlace(request);
    });
    expect(text).toBe('موعد التوصيل هذا محجوز بالكامل. يرجى اختيار موعد آخر.');
    expect(calls.map((call) => call.path)).toEqual(['/api/Checkout/Hold']);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('gives nothing while there are no options', () => {
    const store = makeShopStore({
      lang: 'en',
      currency: 'SAR',
      region: null,
      token: '',
      apiClient: createApiClient({ baseUrl: 'http://api.test/api/', publicKey: 'pk' }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('en', [initReactI18next])}>{children}</I18nextProvider>
      </Provider>
    );
    const { result } = renderHook(() => useOnePressCheckout(null, 'en', vi.fn()), { wrapper });
    expect(result.current).toBeNull();
  });
});
