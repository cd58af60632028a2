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
 * no flash of a protected page: the token, and whether an e-mail (or a mobile number) awaits
 * verification.
 */
export const TOKEN_COOKIE = 'token';
export const PENDING_EMAIL_COOKIE = 'pendingEmail';
/**
 * The customer page a guest was just sent to sign in from (set by the guard for a minute), where
 * a successful sign-in returns. Readable by scripts: it holds only a path of this site, checked
 * again wherever it is used.
 */
export const GUARD_FROM_COOKIE = 'guardFrom';

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
    /** A sign-in by mobile number answered "403": keep the number for verification. */
    phoneKeptForVerification: (
      _state,
      action: PayloadAction<Pick<Customer, 'phoneCode' | 'phone'>>,
    ) => ({ ...signedOut, phoneCode: action.payload.phoneCode, phone: action.payload.phone }),
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
  phoneKeptForVerification,
  profileUpdated,
  customerCleared,
  sessionEnded,
} = customerSlice.actions;
export const { selectCustomer, selectToken, selectIsLoggedIn } = customerSlice.selectors;

/**
 * Whether this customer is kept awaiting verification: no token, and the e-mail or mobile number
 * of a sign-in answered 403 (or of a sign-up). The otp guard lets such a shopper in.
 */
export function awaitsVerification(customer: CustomerState): boolean {
  return customer.token === '' && (customer.email !== '' || customer.phone !== '');
}

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
 * reloads, so the server's guards decide on what the browser really holds. If that turns a guest
 * into a customer and the guard had just sent the guest from a customer page to sign in, the
 * page loaded is that one instead: the guard decided on stale cookies (spec R4.01). It reloads
 * only if the cookies took, so a browser that refuses cookies never loops.
 */
export const syncCustomerCookiesScript = `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CUSTOMER_STORAGE_KEY)})||'null')||{},t=c.token?String(c.token):'',p=!t&&(c.email||c.phone)?'1':'';function r(n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));try{return m?decodeURIComponent(m[1]):''}catch(e){return ''}}function same(){return r(${JSON.stringify(TOKEN_COOKIE)})===t&&r(${JSON.stringify(PENDING_EMAIL_COOKIE)})===p}if(same())return;function w(n,v){document.cookie=n+'='+encodeURIComponent(v)+'; Path=/; SameSite=Lax; Max-Age='+(v?${CUSTOMER_COOKIE_MAX_AGE_S}:0)}w(${JSON.stringify(TOKEN_COOKIE)},t);w(${JSON.stringify(PENDING_EMAIL_COOKIE)},p);if(!same())return;var f=t?r(${JSON.stringify(GUARD_FROM_COOKIE)}):'';if(f){w(${JSON.stringify(GUARD_FROM_COOKIE)},'');try{var u=new URL(f,location.href);if(f.charAt(0)==='/'&&u.origin===location.origin)return location.replace(u.pathname+u.search+u.hash)}catch(e){}}location.reload()}catch(e){}})();`;

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
  if (customer.token || awaitsVerification(customer))
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
    awaitsVerification(customer) ? CUSTOMER_COOKIE_MAX_AGE_S : 0,
  );
}

/** Saves every change of the customer (one per store). */
export function createCustomerPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(
      customerStored,
      emailKeptForVerification,
      phoneKeptForVerification,
      profileUpdated,
      customerCleared,
      sessionEnded,
    ),
    effect: (_action, api) =>
      saveCustomer((api.getState() as { customer: CustomerState }).customer),
  });
  return listener;
}
