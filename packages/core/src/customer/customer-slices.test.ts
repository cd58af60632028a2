import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressesFetched, addressRemoved, addressSlice } from '#customer/address-slice.ts';
import { runInNewContext } from 'node:vm';
import {
  createCustomerPersistence,
  customerCleared,
  customerSlice,
  customerStored,
  CUSTOMER_STORAGE_KEY,
  emailKeptForVerification,
  GUARD_FROM_COOKIE,
  phoneKeptForVerification,
  profileUpdated,
  readSavedCustomer,
  selectIsLoggedIn,
  sessionEnded,
  syncCustomerCookiesScript,
} from '#customer/customer-slice.ts';
import { eventsSlice, SESSION_ENDED } from '#customer/events-slice.ts';
import { storeBaseQuery } from '#api/store-api.ts';

const customer = {
  token: 'tok',
  email: 'sara@example.com',
  userName: 'Sara',
  phone: '512345678',
  phoneCode: '966',
};
const address = (id: number) => ({
  id,
  title: `A${id}`,
  streetAddress: 's',
  countryId: 1,
  stateId: 1,
  subCityId: 1,
  postalCode: '12345',
  phone: '512345678',
  buildingNumber: '',
  floorNumber: '',
  apartmentNumber: '',
  receiverName: '',
  receiverPhone: '',
  notes: '',
  location: null,
});

describe('customer', () => {
  let cookies: string[] = [];
  beforeEach(() => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    cookies = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        cookies.push(value);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const makeStore = () =>
    configureStore({
      reducer: { customer: customerSlice.reducer },
      middleware: (gDM) => gDM().prepend(createCustomerPersistence().middleware),
    });

  it('stores the customer from the response in localStorage, with the token cookie for the server', () => {
    const store = makeStore();
    store.dispatch(customerStored(customer));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem(CUSTOMER_STORAGE_KEY) ?? '{}')).toEqual(customer);
    expect(readSavedCustomer()).toEqual(customer);
    // The cookie lasts as long as the API keeps a token, so a browser restart keeps both.
    expect(cookies).toContain('token=tok; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  it('keeps only the e-mail on a 403 sign-in, and marks it pending for the otp guard', () => {
    const store = makeStore();
    store.dispatch(emailKeptForVerification('sara@example.com'));
    expect(store.getState().customer).toEqual({
      token: '',
      email: 'sara@example.com',
      userName: '',
      phone: '',
      phoneCode: '',
    });
    expect(cookies).toContain('pendingEmail=1; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  it('keeps only the mobile number on a 403 sign-in by phone, pending as well, and saved', () => {
    const store = makeStore();
    store.dispatch(phoneKeptForVerification({ phoneCode: '966', phone: '512345678' }));
    expect(store.getState().customer).toEqual({
      token: '',
      email: '',
      userName: '',
      phone: '512345678',
      phoneCode: '966',
    });
    expect(cookies).toContain('pendingEmail=1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(readSavedCustomer()).toEqual(store.getState().customer);
  });

  it('changes only name and phone on a profile update', () => {
    const store = makeStore();
    store.dispatch(customerStored(customer));
    store.dispatch(profileUpdated({ userName: 'Sara A', phone: '598765432', phoneCode: '971' }));
    expect(store.getState().customer).toEqual({
      ...customer,
      userName: 'Sara A',
      phone: '598765432',
      phoneCode: '971',
    });
  });

  it('clears everything on sign-out', () => {
    const store = makeStore();
    store.dispatch(customerStored(customer));
    store.dispatch(customerCleared());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(CUSTOMER_STORAGE_KEY)).toBeNull();
    expect(cookies.at(-2)).toBe('token=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('signs out when the API refuses the stored token, and tells the event store why', async () => {
    const store = configureStore({
      reducer: { customer: customerSlice.reducer, events: eventsSlice.reducer },
      middleware: (gDM) => gDM().prepend(createCustomerPersistence().middleware),
    });
    store.dispatch(customerStored(customer));
    const refusing = {
      request: vi.fn(() =>
        Promise.resolve({ value: [{ code: '401', message: 'ended' }], status: 401 }),
      ),
    };
    const call = () =>
      storeBaseQuery(
        'Favorite',
        {
          extra: { apiClient: refusing },
          getState: () => store.getState(),
          dispatch: store.dispatch,
          signal: new AbortController().signal,
        } as unknown as Parameters<typeof storeBaseQuery>[1],
        {},
      );

    expect(await call()).toMatchObject({ error: { status: 401 } });
    expect(refusing.request).toHaveBeenCalledWith(
      'Favorite',
      expect.objectContaining({ token: 'tok' }),
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().events.singleError).toBe(SESSION_ENDED);
    expect(localStorage.getItem(CUSTOMER_STORAGE_KEY)).toBeNull();

    // Calls that were under way with the same token, or a guest's 401 (a wrong password at
    // sign-in), end nothing more.
    store.dispatch(eventsSlice.actions.eventsCleared());
    await call();
    expect(store.getState().events.singleError).toBe('');
    expect(sessionEnded.match({ type: 'customer/sessionEnded' })).toBe(true);
  });

  it('treats a malformed saved entry as signed out', () => {
    localStorage.setItem(CUSTOMER_STORAGE_KEY, '{not json');
    expect(readSavedCustomer().token).toBe('');
  });
});

describe('addresses', () => {
  it('replaces the list on every fetch and activates the first', () => {
    let state = addressSlice.reducer(undefined, addressesFetched([address(7), address(9)]));
    state = addressSlice.reducer(state, addressesFetched([address(7), address(9)]));
    expect(state.Address.map((a) => a.id)).toEqual([7, 9]);
    expect(state.ActiveId).toBe(7);
    expect(addressSlice.reducer(state, addressesFetched([])).ActiveId).toBe(0);
  });

  it('resets the active address to none on removal', () => {
    const state = addressSlice.reducer(
      addressSlice.reducer(undefined, addressesFetched([address(7), address(9)])),
      addressRemoved(7),
    );
    expect(state).toEqual({ Address: [address(9)], ActiveId: 0 });
  });
});

describe('the head script that keeps the guard cookies equal to the saved customer', () => {
  /** Runs the script in a page with this storage and these cookies; reports what it did. */
  function runScript(saved: object | null, cookieJar: string, { refuseCookies = false } = {}) {
    let jar = cookieJar;
    const reload = vi.fn();
    const replace = vi.fn();
    const page = new URL('https://shop.test/auth/login');
    runInNewContext(syncCustomerCookiesScript, {
      URL,
      localStorage: {
        getItem: (key: string) =>
          key === CUSTOMER_STORAGE_KEY && saved ? JSON.stringify(saved) : null,
      },
      document: {
        get cookie() {
          return jar;
        },
        set cookie(value: string) {
          if (refuseCookies) return;
          const [pair = ''] = value.split(';');
          const [name = ''] = pair.split('=');
          const kept = jar.split('; ').filter((c) => c !== '' && !c.startsWith(`${name}=`));
          if (!/Max-Age=0/.test(value)) kept.push(pair);
          jar = kept.join('; ');
        },
      },
      location: { reload, replace, href: page.href, origin: page.origin },
    });
    const replaced = replace.mock.calls[0]?.[0] as string | undefined;
    return { jar, reloaded: reload.mock.calls.length > 0, ...(replaced ? { replaced } : {}) };
  }

  it('does nothing when they agree', () => {
    expect(runScript(customer, 'locale=ar; token=tok')).toEqual({
      jar: 'locale=ar; token=tok',
      reloaded: false,
    });
    expect(runScript(null, 'locale=ar').reloaded).toBe(false);
  });

  it('writes the saved token back and reloads (cookies gone, storage kept)', () => {
    expect(runScript(customer, 'locale=en')).toEqual({
      jar: 'locale=en; token=tok',
      reloaded: true,
    });
  });

  it('drops the cookie and reloads when the saved customer is gone', () => {
    expect(runScript(null, 'token=tok; locale=en')).toEqual({ jar: 'locale=en', reloaded: true });
  });

  it('marks a pending e-mail for the otp guard', () => {
    expect(runScript({ token: '', email: 'sara@example.com' }, '')).toEqual({
      jar: 'pendingEmail=1',
      reloaded: true,
    });
  });

  it('marks a pending mobile number for the otp guard', () => {
    expect(runScript({ token: '', email: '', phoneCode: '966', phone: '512345678' }, '')).toEqual({
      jar: 'pendingEmail=1',
      reloaded: true,
    });
  });

  it('loads the page the guard sent the shopper from, when the guard saw a guest by stale cookies', () => {
    expect(runScript(customer, `${GUARD_FROM_COOKIE}=%2Fmy-favorite%3Fx%3D1`)).toEqual({
      jar: 'token=tok',
      reloaded: false,
      replaced: '/my-favorite?x=1',
    });
    // Never off the site; a guest keeps the path for the sign-in to come.
    for (const unsafe of ['%2F%2Fevil.test', 'https%3A%2F%2Fevil.test', '%2F%5Cevil.test'])
      expect(runScript(customer, `${GUARD_FROM_COOKIE}=${unsafe}`), unsafe).toEqual({
        jar: 'token=tok',
        reloaded: true,
      });
    expect(runScript(null, `token=old; ${GUARD_FROM_COOKIE}=%2Fmy-favorite`)).toEqual({
      jar: `${GUARD_FROM_COOKIE}=%2Fmy-favorite`,
      reloaded: true,
    });
  });

  it('never reloads when the browser refuses cookies', () => {
    expect(runScript(customer, '', { refuseCookies: true }).reloaded).toBe(false);
  });
});
