import { CART_ID_STORAGE_KEY } from '@shop/core/cart-state';
import { CUSTOMER_STORAGE_KEY } from '@shop/core/customer-state';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStoreSetup } from './shop-browser.ts';

// The browser's store starts as the server rendered: what the root loader said, plus what only
// this browser keeps (the saved customer's token, the guest's cart id).

const cartId = 'a'.repeat(43);

afterEach(() => localStorage.clear());

describe('browserStoreSetup', () => {
  it("takes the root data's language, basket and API, and this browser's token and cart id", () => {
    localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify({ token: 'tok-1', email: 'a@b.c' }));
    localStorage.setItem(CART_ID_STORAGE_KEY, cartId);
    const cart = { id: 'c1' } as never;
    const setup = browserStoreSetup({
      lang: 'ar',
      signedIn: true,
      cart,
      api: { baseUrl: '/api/', publicKey: 'pk_demo' },
      currency: 'KWD',
    });
    expect(setup).toMatchObject({
      lang: 'ar',
      currency: 'KWD',
      region: null,
      token: 'tok-1',
      cartId,
      cart,
    });
    expect(setup.apiClient.config).toMatchObject({ baseUrl: '/api/', publicKey: 'pk_demo' });
  });

  it('leaves the token out when the server rendered a guest', () => {
    localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify({ token: 'tok-1' }));
    const setup = browserStoreSetup({
      lang: 'en',
      signedIn: false,
      api: { baseUrl: '/api/', publicKey: 'pk' },
    });
    expect(setup).toMatchObject({ token: '', currency: 'SAR', cart: null, cartId: '' });
  });

  it('starts in the fallback language without root data', () => {
    expect(browserStoreSetup(undefined, 'ar')).toMatchObject({ lang: 'ar', token: '' });
    expect(browserStoreSetup(undefined).lang).toBe('en');
  });
});
