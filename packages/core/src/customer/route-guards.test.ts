import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARD_FROM_COOKIE } from '#customer/customer-slice.ts';
import {
  guardOfRequest,
  guardRedirect,
  returnPathAfterSignIn,
  sameSiteReturnPath,
} from '#customer/route-guards.ts';

const guest = { token: '', hasEmail: false };
const pending = { token: '', hasEmail: true };
const customer = { token: 'tok', hasEmail: true };

describe('route guards', () => {
  it('sends a customer with a token away from login, register, otp and forgot-password', () => {
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/otp',
      '/auth/forgot-password',
      '/auth/login/',
    ]) {
      expect(guardRedirect(path, customer)).toBe('/');
    }
    expect(guardRedirect('/auth/update-password', customer)).toBeNull();
  });

  it('sends /auth/otp to login without a stored e-mail, and keeps it with one', () => {
    expect(guardRedirect('/auth/otp', guest)).toBe('/auth/login');
    expect(guardRedirect('/auth/otp', pending)).toBeNull();
  });

  it('sends a guest away from any path containing my-orders, my-favorite or checkout', () => {
    for (const path of [
      '/my-orders',
      '/my-favorite',
      '/checkout',
      '/checkout/summary',
      '/checkout/order/7',
      '/checkout/order-cancel/7',
      '/checkout/order-failure/7',
      '/activity-types/active/1/2/3/4/checkout',
      '/activity-types/active/1/2/3/4/checkout/summary',
      '/account',
      '/account/addresses',
      '/compare',
    ]) {
      expect(guardRedirect(path, guest), path).toBe('/auth/login');
      expect(guardRedirect(path, customer), path).toBeNull();
    }
    expect(guardRedirect('/', guest)).toBeNull();
    expect(guardRedirect('/product/milk', guest)).toBeNull();
  });

  it('matches the account pages and compare by whole path segment, not by a prefix of a slug', () => {
    for (const path of ['/account', '/account/', '/account/notifications', '/compare/']) {
      expect(guardRedirect(path, guest), path).toBe('/auth/login');
    }
    for (const path of [
      '/product/accountant-tea',
      '/product/compare-coffee-beans',
      '/activity-types/active/1/2/3/4/product/accounting-ledger',
      '/brand/account',
      '/accounting',
      '/compare-prices',
    ]) {
      expect(guardRedirect(path, guest), path).toBeNull();
    }
  });

  it("keeps the spec's rule for my-orders, my-favorite and checkout as written: any path containing them", () => {
    for (const path of ['/product/my-favorite-mug', '/brand/7/checkout-lane', '/x/my-orders']) {
      expect(guardRedirect(path, guest), path).toBe('/auth/login');
    }
  });
});

describe('guardOfRequest', () => {
  const request = (path: string, cookie = '') =>
    new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });

  it('sends a guest to sign in, remembering the customer page for a minute', () => {
    expect(guardOfRequest(request('/my-favorite?x=1'))).toEqual({
      location: '/auth/login',
      setCookie: `${GUARD_FROM_COOKIE}=%2Fmy-favorite%3Fx%3D1; Path=/; Max-Age=60; SameSite=Lax`,
    });
    expect(guardOfRequest(request('/auth/otp'))).toEqual({ location: '/auth/login' });
    expect(guardOfRequest(request('/product/all'))).toBeNull();
  });

  it('sends a customer away from every sign-in page to `/`, even just after a guest redirect', () => {
    const from = `${GUARD_FROM_COOKIE}=%2Fmy-favorite`;
    for (const path of ['/auth/login', '/auth/register', '/auth/otp', '/auth/forgot-password']) {
      expect(guardOfRequest(request(path, `token=t; ${from}`)), path).toEqual({ location: '/' });
      expect(guardOfRequest(request(path, 'token=t')), path).toEqual({ location: '/' });
    }
  });
});

describe('returnPathAfterSignIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A browser on shop.test with this cookie jar; returns what the sign-in gets and writes. */
  function signInWith(jar: string) {
    const written: string[] = [];
    vi.stubGlobal('location', new URL('https://shop.test/auth/login'));
    vi.stubGlobal('document', {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    return { path: returnPathAfterSignIn(), written };
  }

  it('returns to the page the guard sent the guest from, once', () => {
    expect(signInWith(`locale=ar; ${GUARD_FROM_COOKIE}=%2Fmy-favorite%3Fx%3D1`)).toEqual({
      path: '/my-favorite?x=1',
      written: [`${GUARD_FROM_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`],
    });
    expect(signInWith('locale=ar')).toEqual({ path: '/', written: [] });
  });

  it('goes home rather than off the site', () => {
    for (const unsafe of [
      '%2F%2Fevil.test',
      'https%3A%2F%2Fevil.test',
      '%2F%5Cevil.test',
      '%E0%A4%A',
    ])
      expect(signInWith(`${GUARD_FROM_COOKIE}=${unsafe}`).path, unsafe).toBe('/');
  });
});

describe('sameSiteReturnPath', () => {
  const origin = 'https://shop.test';

  it('keeps a path of the site, normalised as a browser reads it', () => {
    expect(sameSiteReturnPath('/my-favorite?x=1#top', origin)).toBe('/my-favorite?x=1#top');
    expect(sameSiteReturnPath('/account/../compare', origin)).toBe('/compare');
  });

  it('refuses anything a browser would take to another site', () => {
    for (const path of [
      '//evil.test',
      '/\\evil.test',
      '/\\\\evil.test',
      'https://evil.test',
      'evil',
      '',
      null,
    ])
      expect(sameSiteReturnPath(path, origin)).toBeNull();
  });
});
