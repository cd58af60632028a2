import { describe, expect, it } from 'vitest';
import {
  GUARD_FROM_COOKIE,
  guardOfRequest,
  guardRedirect,
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
});

describe('guardOfRequest', () => {
  const request = (path: string, cookie = '') =>
    new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });

  it('sends a guest to sign in, remembering the customer page for a minute', () => {
    expect(guardOfRequest(request('/my-favorite?x=1'))).toEqual({
      location: '/auth/login',
      setCookie: `${GUARD_FROM_COOKIE}=%2Fmy-favorite%3Fx%3D1; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`,
    });
    expect(guardOfRequest(request('/auth/otp'))).toEqual({ location: '/auth/login' });
    expect(guardOfRequest(request('/product/all'))).toBeNull();
  });

  it('sends a customer away from sign-in to that page, once, and home otherwise', () => {
    const from = `${GUARD_FROM_COOKIE}=%2Fmy-favorite`;
    expect(guardOfRequest(request('/auth/login', `token=t; ${from}`))).toEqual({
      location: '/my-favorite',
      setCookie: `${GUARD_FROM_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
    });
    expect(guardOfRequest(request('/auth/login', 'token=t'))).toEqual({ location: '/' });
    for (const unsafe of [
      '%2F%2Fevil.test',
      'https%3A%2F%2Fevil.test',
      '%E0%A4%A',
      // A backslash is a slash to browsers: "/\evil.test" is another site.
      '%2F%5Cevil.test',
      '%2F%5C%5Cevil.test',
      '%2F%09%2Fevil.test',
    ])
      expect(
        guardOfRequest(request('/auth/login', `token=t; ${GUARD_FROM_COOKIE}=${unsafe}`)),
      ).toEqual({ location: '/' });
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
