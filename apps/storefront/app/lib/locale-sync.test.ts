import { createApiClient } from '@shop/core/api-client';
import { customerStored } from '@shop/core/customer-state';
import { localeChanged } from '@shop/core/locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_SAVED_KEY } from '~/lib/locale-sync';
import { makeStore } from '~/store';

const shopper = {
  token: 'token-of-lina',
  email: 'lina@example.com',
  userName: 'Lina',
  phone: '501234567',
  phoneCode: '966',
};

/** A browser's store whose API calls are recorded (and answered 204). */
function storeWithCalls() {
  const calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  const apiClient = createApiClient({
    baseUrl: 'http://store.test/api/',
    publicKey: 'pk_test',
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        auth: new Headers(init?.headers).get('authorization'),
      });
      return Promise.resolve(
        new Response(null, { status: url.pathname.endsWith('/Cart') ? 404 : 204 }),
      );
    },
  });
  const store = makeStore({ lang: 'en', currency: 'SAR', region: null, token: '', apiClient });
  const localeCalls = () => calls.filter((call) => call.path === '/api/Customer/Locale');
  return { store, localeCalls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the shopper’s language told to the API', () => {
  beforeEach(() => localStorage.clear());

  it('says it once a shopper is signed in, again at each switch, never twice for the same', async () => {
    const { store, localeCalls } = storeWithCalls();
    store.dispatch(localeChanged('ar'));
    await settle();
    // A guest has no language to keep.
    expect(localeCalls()).toEqual([]);

    store.dispatch(customerStored(shopper));
    // The call's module loads with the first need.
    await vi.waitFor(() => expect(localeCalls()).toHaveLength(1), { timeout: 10_000 });
    expect(localeCalls()).toEqual([
      {
        method: 'PUT',
        path: '/api/Customer/Locale',
        body: { locale: 'ar' },
        auth: 'Bearer token-of-lina',
      },
    ]);
    expect(localStorage.getItem(LOCALE_SAVED_KEY)).toBe('lina@example.com|ar');

    // The next page load restores the same shopper: nothing to say.
    store.dispatch(customerStored(shopper));
    await settle();
    expect(localeCalls()).toHaveLength(1);

    store.dispatch(localeChanged('en'));
    await vi.waitFor(() => expect(localeCalls()).toHaveLength(2));
    expect(localeCalls().map((call) => call.body)).toEqual([{ locale: 'ar' }, { locale: 'en' }]);

    // Another shopper on this browser tells theirs.
    store.dispatch(
      customerStored({ ...shopper, token: 'token-of-omar', email: 'omar@example.com' }),
    );
    await vi.waitFor(() => expect(localeCalls()).toHaveLength(3));
    expect(localeCalls().at(-1)).toMatchObject({
      body: { locale: 'en' },
      auth: 'Bearer token-of-omar',
    });
  });
});
