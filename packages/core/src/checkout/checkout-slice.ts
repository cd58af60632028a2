import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliverySpeed } from '#catalog/catalog-schemas.ts';
import type { AppliedCoupon, PaymentMethod } from '#checkout/checkout-schemas.ts';
import { customerCleared, sessionEnded } from '#customer/customer-slice.ts';

/** A choice of the checkout as the spec's state keeps it (§3): its id and both names. */
export interface NamedChoice<Id extends string | number> {
  id: Id;
  /** Arabic, as the API answers it. */
  name: string;
  nameEn: string;
}

/** A coupon the API accepted for the basket (R2.85): its code as the API wrote it and its names. */
export type ChosenCoupon = Pick<AppliedCoupon, 'code' | 'name' | 'nameEn'>;

/** The kinds of payment the checkout offers (spec §1): cash on delivery, card, "Pay in 4". */
export type PaymentMethodId = PaymentMethod;

/**
 * The checkout's state beyond the API's answers (spec §3): the active payment method (R3.05),
 * the delivery speed types of the basket's brand and the active one (R3.06). "Empty" is an id of
 * '' / 0 with empty names, as the spec's clear action leaves them (R4.12).
 */
export interface CheckoutState {
  paymentMethod: NamedChoice<PaymentMethodId | ''>;
  deliverySpeeds: DeliverySpeed[];
  deliverySpeed: NamedChoice<number>;
  /** The saved address and the held delivery slot chosen on `/checkout` (0: none yet). */
  addressId: number;
  slotId: number;
  /** The coupon applied in the coupon modal, or null. */
  coupon: ChosenCoupon | null;
  /** Spend the wallet's balance / the loyalty points (the API decides how much). */
  useWallet: boolean;
  usePoints: boolean;
}

const noPaymentMethod: CheckoutState['paymentMethod'] = { id: '', name: '', nameEn: '' };
const noDeliverySpeed: CheckoutState['deliverySpeed'] = { id: 0, name: '', nameEn: '' };

const initialState: CheckoutState = {
  paymentMethod: noPaymentMethod,
  deliverySpeeds: [],
  deliverySpeed: noDeliverySpeed,
  addressId: 0,
  slotId: 0,
  coupon: null,
  useWallet: false,
  usePoints: false,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /**
     * The shopper chose how to pay (the payment methods modal, R2.86): one of the methods the
     * API offers, with its names as the API answers them.
     */
    paymentMethodChosen(state, action: PayloadAction<NamedChoice<PaymentMethodId>>) {
      const { id, name, nameEn } = action.payload;
      state.paymentMethod = { id, name, nameEn };
    },
    /**
     * The delivery speed types offered (for the basket's brand, or another location): the list
     * is replaced, never merged (R4.11); an active speed not in the new list is cleared.
     */
    deliverySpeedsSet(state, action: PayloadAction<DeliverySpeed[]>) {
      state.deliverySpeeds = action.payload;
      if (!action.payload.some((speed) => speed.id === state.deliverySpeed.id))
        state.deliverySpeed = noDeliverySpeed;
    },
    /** The shopper chose a delivery speed of the list (R3.06); an id not in it changes nothing. */
    deliverySpeedChosen(state, action: PayloadAction<number>) {
      const speed = state.deliverySpeeds.find((item) => item.id === action.payload);
      if (speed) state.deliverySpeed = { id: speed.id, name: speed.name, nameEn: speed.nameEn };
    },
    /** The spec's clear action (R4.12): the active delivery speed back to empty values. */
    deliverySpeedCleared(state) {
      state.deliverySpeed = noDeliverySpeed;
    },
    /** The address the order goes to, one of the shopper's saved addresses. */
    checkoutAddressChosen(state, action: PayloadAction<number>) {
      state.addressId = action.payload;
    },
    /** The delivery slot the API holds for the shopper. */
    checkoutSlotChosen(state, action: PayloadAction<number>) {
      state.slotId = action.payload;
    },
    /** The coupon modal applied a coupon the API accepted (R8.27). */
    couponApplied(state, action: PayloadAction<ChosenCoupon>) {
      const { code, name, nameEn } = action.payload;
      state.coupon = { code, name, nameEn };
    },
    /** The shopper removed the coupon. */
    couponCleared(state) {
      state.coupon = null;
    },
    /** The shopper switched spending the wallet's balance on or off. */
    walletUseChanged(state, action: PayloadAction<boolean>) {
      state.useWallet = action.payload;
    },
    /** The shopper switched spending the loyalty points on or off. */
    pointsUseChanged(state, action: PayloadAction<boolean>) {
      state.usePoints = action.payload;
    },
    /** The order(s) are placed: the next checkout starts with nothing chosen but how to pay. */
    checkoutPlaced(state) {
      return { ...initialState, paymentMethod: state.paymentMethod };
    },
  },
  extraReducers: (builder) => {
    // Another shopper on this browser starts with nothing chosen.
    builder.addMatcher(isAnyOf(customerCleared, sessionEnded), () => initialState);
  },
  selectors: {
    selectPaymentMethod: (state) => state.paymentMethod,
    selectDeliverySpeeds: (state) => state.deliverySpeeds,
    selectDeliverySpeed: (state) => state.deliverySpeed,
    selectCheckoutChoices: (state) => state,
  },
});

export const {
  paymentMethodChosen,
  deliverySpeedsSet,
  deliverySpeedChosen,
  deliverySpeedCleared,
  checkoutAddressChosen,
  checkoutSlotChosen,
  checkoutPlaced,
  couponApplied,
  couponCleared,
  walletUseChanged,
  pointsUseChanged,
} = checkoutSlice.actions;
export const {
  selectPaymentMethod,
  selectDeliverySpeeds,
  selectDeliverySpeed,
  selectCheckoutChoices,
} = checkoutSlice.selectors;
