import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressesFetched, addressRemoved, addressSlice } from '#account/address-slice.ts';
import {
  createCustomerPersistence,
  customerCleared,
  customerSlice,
  customerStored,
  CUSTOMER_STORAGE_KEY,
  emailKeptForVerification,
  profileUpdated,
  readSavedCustomer,
  selectIsLoggedIn,
} from '#account/customer-slice.ts';

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
    expect(cookies).toContain('token=tok; Path=/; SameSite=Lax');
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
    expect(cookies).toContain('pendingEmail=1; Path=/; SameSite=Lax');
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
