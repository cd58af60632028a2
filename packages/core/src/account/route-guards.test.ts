import { describe, expect, it } from 'vitest';
import { guardRedirect } from '#account/route-guards.ts';

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
