import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { DeliverySpeed } from '#catalog/catalog-schemas.ts';
import type { AppliedCoupon } from '#checkout/checkout-schemas.ts';
import {
  checkoutAddressChosen,
  checkoutPlaced,
  checkoutSlice,
  checkoutSlotChosen,
  couponApplied,
  couponCleared,
  deliverySpeedChosen,
  deliverySpeedCleared,
  deliverySpeedsSet,
  paymentMethodChosen,
  selectCheckoutChoices,
  selectDeliverySpeed,
  selectDeliverySpeeds,
  selectPaymentMethod,
  pointsUseChanged,
  walletUseChanged,
} from '#checkout/checkout-slice.ts';
import { customerSlice, sessionEnded } from '#customer/customer-slice.ts';

const speed = (id: number, nameEn: string, name: string): DeliverySpeed => ({
  id,
  code: id === 1 ? 'standard' : 'express',
  name,
  nameEn,
  fee: 1500 * id,
  etaMinutes: 60 * id,
});
const standard = speed(1, 'Standard', 'عادي');
const express = speed(2, 'Express', 'سريع');

function makeStore() {
  return configureStore({ reducer: combineSlices(checkoutSlice, customerSlice) });
}

describe('the checkout state (spec §3)', () => {
  it('keeps the chosen payment method with its id and both names (R3.05)', () => {
    const store = makeStore();
    expect(selectPaymentMethod(store.getState())).toEqual({
      id: '',
      name: '',
      nameEn: '',
    });
    store.dispatch(
      paymentMethodChosen({ id: 'cod', name: 'الدفع عند الاستلام', nameEn: 'Cash on delivery' }),
    );
    expect(selectPaymentMethod(store.getState())).toEqual({
      id: 'cod',
      name: 'الدفع عند الاستلام',
      nameEn: 'Cash on delivery',
    });
  });

  it('replaces the delivery speed list when set again (R4.11) and keeps the chosen one (R3.06)', () => {
    const store = makeStore();
    store.dispatch(deliverySpeedsSet([standard, express]));
    store.dispatch(deliverySpeedChosen(2));
    expect(selectDeliverySpeed(store.getState())).toEqual({
      id: 2,
      name: 'سريع',
      nameEn: 'Express',
    });
    store.dispatch(deliverySpeedsSet([express]));
    expect(selectDeliverySpeeds(store.getState())).toEqual([express]);
    expect(selectDeliverySpeed(store.getState()).id).toBe(2);
    // A list without the active speed (another brand): nothing stays chosen.
    store.dispatch(deliverySpeedsSet([standard]));
    expect(selectDeliverySpeeds(store.getState())).toEqual([standard]);
    expect(selectDeliverySpeed(store.getState())).toEqual({ id: 0, name: '', nameEn: '' });
    // An id that is not in the list changes nothing.
    store.dispatch(deliverySpeedChosen(2));
    expect(selectDeliverySpeed(store.getState()).id).toBe(0);
  });

  it('clears the active delivery speed to empty values with its own action (R4.12)', () => {
    const store = makeStore();
    store.dispatch(deliverySpeedsSet([standard, express]));
    store.dispatch(deliverySpeedChosen(1));
    store.dispatch(deliverySpeedCleared());
    expect(selectDeliverySpeed(store.getState())).toEqual({ id: 0, name: '', nameEn: '' });
    expect(selectDeliverySpeeds(store.getState())).toEqual([standard, express]);
  });

  it('forgets every choice when the session ends', () => {
    const store = makeStore();
    store.dispatch(paymentMethodChosen({ id: 'card', name: 'بطاقة', nameEn: 'Card' }));
    store.dispatch(deliverySpeedsSet([standard]));
    store.dispatch(deliverySpeedChosen(1));
    store.dispatch(sessionEnded());
    expect(store.getState().checkout).toEqual(checkoutSlice.getInitialState());
  });
});

describe('the choices of a checkout', () => {
  it('keeps the address and slot until the order is placed, and how to pay after', () => {
    const store = makeStore();
    store.dispatch(checkoutAddressChosen(5));
    store.dispatch(checkoutSlotChosen(9));
    store.dispatch(paymentMethodChosen({ id: 'cod', name: 'نقدا', nameEn: 'Cash' }));
    expect(selectCheckoutChoices(store.getState())).toMatchObject({ addressId: 5, slotId: 9 });
    store.dispatch(checkoutPlaced());
    expect(selectCheckoutChoices(store.getState())).toMatchObject({
      addressId: 0,
      slotId: 0,
      paymentMethod: { id: 'cod' },
    });
  });
});

describe('the coupon, wallet and points of a checkout', () => {
  it('keeps the applied coupon with its names until cleared, and the wallet and points switches', () => {
    const store = makeStore();
    // As the API answers it, with its discount.
    const applied: AppliedCoupon = {
      code: 'WELCOME10',
      name: 'خصم الترحيب',
      nameEn: 'Welcome',
      discount: 430,
    };
    store.dispatch(couponApplied(applied));
    store.dispatch(walletUseChanged(true));
    store.dispatch(pointsUseChanged(true));
    expect(selectCheckoutChoices(store.getState())).toMatchObject({
      // The discount is the quote's to say, so it is not kept.
      coupon: { code: 'WELCOME10', name: 'خصم الترحيب', nameEn: 'Welcome' },
      useWallet: true,
      usePoints: true,
    });
    expect(selectCheckoutChoices(store.getState()).coupon).not.toHaveProperty('discount');
    store.dispatch(couponCleared());
    store.dispatch(pointsUseChanged(false));
    expect(selectCheckoutChoices(store.getState())).toMatchObject({
      coupon: null,
      useWallet: true,
      usePoints: false,
    });
  });

  it('a placed order uses them up: the next checkout starts without them', () => {
    const store = makeStore();
    store.dispatch(couponApplied({ code: 'FIX20', name: 'عشرون', nameEn: 'Twenty' }));
    store.dispatch(walletUseChanged(true));
    store.dispatch(checkoutPlaced());
    expect(selectCheckoutChoices(store.getState())).toMatchObject({
      coupon: null,
      useWallet: false,
      usePoints: false,
    });
  });
});
