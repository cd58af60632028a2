import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Customer } from '#customer/customer-schemas.ts';
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
    /**
     * The API refused the stored token (401 on a call that carried it): revoked by a password
     * change or a sign-out elsewhere, or expired. The customer is signed out here too.
     */
    sessionEnded: () => signedOut,
  },
  selectors: {
    selectCustomer: (state) => state,
    selectToken: (state) => state.token,
    /** Logged in means a token is present (spec §4). */
    selectIsLoggedIn: (state) => state.token !== '',
  },
});

export const {
  customerStored,
  emailKeptForVerification,
  profileUpdated,
  customerCleared,
  sessionEnded,
} = customerSlice.actions;
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

/**
 * How long the guard cookies last: as long as the API keeps a token (its TOKEN_TTL_DAYS, 30 by
 * default). Session cookies would vanish with the browser while localStorage keeps the customer.
 */
export const CUSTOMER_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

/**
 * An inline script for the document's head. localStorage holds the customer (spec §3); the
 * cookies only mirror it for the server's route guards. When they disagree (storage edited or
 * cleared, cookies expired or cleared) the cookies are rewritten from storage and the page
 * reloads, so the server's guards decide on what the browser really holds. It reloads only if
 * the cookies took, so a browser that refuses cookies never loops.
 */
export const syncCustomerCookiesScript = `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CUSTOMER_STORAGE_KEY)})||'null')||{},t=c.token?String(c.token):'',p=!t&&c.email?'1':'';function r(n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));return m?decodeURIComponent(m[1]):''}function same(){return r(${JSON.stringify(TOKEN_COOKIE)})===t&&r(${JSON.stringify(PENDING_EMAIL_COOKIE)})===p}if(same())return;function w(n,v){document.cookie=n+'='+encodeURIComponent(v)+'; Path=/; SameSite=Lax; Max-Age='+(v?${CUSTOMER_COOKIE_MAX_AGE_S}:0)}w(${JSON.stringify(TOKEN_COOKIE)},t);w(${JSON.stringify(PENDING_EMAIL_COOKIE)},p);if(same())location.reload()}catch(e){}})();`;

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
  writeCookie(TOKEN_COOKIE, customer.token, customer.token ? CUSTOMER_COOKIE_MAX_AGE_S : 0);
  writeCookie(
    PENDING_EMAIL_COOKIE,
    '1',
    customer.email && !customer.token ? CUSTOMER_COOKIE_MAX_AGE_S : 0,
  );
}

/** Saves every change of the customer (one per store). */
export function createCustomerPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(
      customerStored,
      emailKeptForVerification,
      profileUpdated,
      customerCleared,
      sessionEnded,
    ),
    effect: (_action, api) =>
      saveCustomer((api.getState() as { customer: CustomerState }).customer),
  });
  return listener;
}
