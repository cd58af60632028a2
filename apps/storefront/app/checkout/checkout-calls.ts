// The checkout page's calls as it makes them: loaded on demand (with RTK Query) by the first slot
// pressed or coupon applied, so the page hydrates without RTK Query (its data comes from the
// loader).
import '~/lib/store-api';
import { checkoutApi } from '@shop/core/checkout';
import type { AppDispatch } from '~/store';

/** `POST Checkout/Hold`: the hold, or the API's error. */
export function holdSlot(dispatch: AppDispatch, slotId: number) {
  return dispatch(checkoutApi.endpoints.holdSlot.initiate({ slotId }));
}

/** `POST Checkout/Coupon`: the coupon as it applies to the basket, or the API's error. */
export function checkCoupon(dispatch: AppDispatch, couponCode: string) {
  return dispatch(checkoutApi.endpoints.checkCoupon.initiate({ couponCode }));
}
