import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Customer } from '#account/account-schemas.ts';
import { readCookie, safeStorage, writeCookie } from '#preferences/cookies.ts';

/** localStorage key of the customer (spec §3: the customer is persisted in local storage). */
export const CUSTOMER_STORAGE_KEY = 'storefront.customer';
/**
 * Cookies that mirror what the route guards need, so the server applies them on first load with
 * no flash of a protected page: the token, and whether an e-mail awaits verification.
 */
export const TOKEN_COOKIE = 'token';
export const PENDING_EMAIL_COOKIE = 'pendingEmail';

export type CustomerState = Customer;

const signedOut: CustomerState = { token: '', email: '', userName: '', phone: '', phoneCode: '' };

export const customerSlice = createSlice({
  name: 'customer',
  initialState: signedOut,
  reducers: {
    /** Sign-in, sign-up, code verification or password reset answered with a customer (spec §4). */
    customerStored: (_state, action: PayloadAction<Customer>) => ({ ...action.payload }),
    /** A sign-in answered "403": keep the e-mail for verification (spec §4). */
    emailKeptForVerification: (_state, action: PayloadAction<string>) => ({
      ...signedOut,
      email: action.payload,
    }),
    /** The profile was saved: name and phone change; token and e-mail stay (spec §4). */
    profileUpdated(
      state,
      action: PayloadAction<Pick<Customer, 'userName' | 'phone' | 'phoneCode'>>,
    ) {
      Object.assign(state, action.payload);
    },
    /** Sign-out clears the customer (spec §4). */
    customerCleared: () => signedOut,
  },
  selectors: {
    selectCustomer: (state) => state,
    selectToken: (state) => state.token,
    /** Logged in means a token is present (spec §4). */
    selectIsLoggedIn: (state) => state.token !== '',
  },
});

export const { customerStored, emailKeptForVerification, profileUpdated, customerCleared } =
  customerSlice.actions;
export const { selectCustomer, selectToken, selectIsLoggedIn } = customerSlice.selectors;

/** The customer saved in this browser (a malformed entry counts as none). */
export function readSavedCustomer(): CustomerState {
  try {
    const saved = JSON.parse(
      safeStorage.get(CUSTOMER_STORAGE_KEY) ?? 'null',
    ) as Partial<Customer> | null;
    if (!saved || typeof saved !== 'object') return signedOut;
    return {
      token: String(saved.token ?? ''),
      email: String(saved.email ?? ''),
      userName: String(saved.userName ?? ''),
      phone: String(saved.phone ?? ''),
      phoneCode: String(saved.phoneCode ?? ''),
    };
  } catch {
    return signedOut;
  }
}

/** What the server knows of the customer: the guard cookies (token, pending e-mail). */
export function customerOfRequest(
  request: Request,
): Pick<CustomerState, 'token'> & { hasEmail: boolean } {
  const cookie = request.headers.get('Cookie');
  const token = readCookie(cookie, TOKEN_COOKIE) ?? '';
  return { token, hasEmail: token !== '' || readCookie(cookie, PENDING_EMAIL_COOKIE) === '1' };
}

/** Writes the customer to localStorage and the guard cookies. */
export function saveCustomer(customer: CustomerState): void {
  if (customer.token || customer.email)
    safeStorage.set(CUSTOMER_STORAGE_KEY, JSON.stringify(customer));
  else {
    try {
      globalThis.localStorage?.removeItem(CUSTOMER_STORAGE_KEY);
    } catch {
      // storage disabled
    }
  }
  writeCookie(TOKEN_COOKIE, customer.token, customer.token ? undefined : 0);
  writeCookie(PENDING_EMAIL_COOKIE, '1', customer.email && !customer.token ? undefined : 0);
}

/** Saves every change of the customer (one per store). */
export function createCustomerPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(customerStored, emailKeptForVerification, profileUpdated, customerCleared),
    effect: (_action, api) =>
      saveCustomer((api.getState() as { customer: CustomerState }).customer),
  });
  return listener;
}
