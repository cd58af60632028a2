import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkoutApi } from '#checkout/checkout-api.ts';
import type { CheckoutOptions, CheckoutRequest } from '#checkout/checkout-schemas.ts';

/** The slot a one-press checkout takes: the shopper's live hold, else the first with room. */
export function soonestSlot(options: CheckoutOptions): number | undefined {
  const held = options.slots.find((slot) => slot.id === options.hold?.slotId);
  return (held ?? options.slots.find((slot) => !slot.full))?.id;
}

/**
 * A one-press checkout (a quick-commerce shop front): holds the slot, then places the order with
 * a fresh idempotency key. Answers the placement, or the first refusal (`{ error }`, the API's
 * `{ value, status }`) of either call.
 */
export async function holdAndPlace(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  request: CheckoutRequest,
) {
  const hold = await dispatch(checkoutApi.endpoints.holdSlot.initiate({ slotId: request.slotId }));
  if ('error' in hold) return { error: hold.error };
  return dispatch(
    checkoutApi.endpoints.placeOrder.initiate({ ...request, idempotencyKey: crypto.randomUUID() }),
  );
}
