import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkoutApi } from '#checkout/checkout-api.ts';
import type { CheckoutOptions, CheckoutRequest } from '#checkout/checkout-schemas.ts';

/** The slot a one-press checkout takes: the shopper's live hold, else the first with room. */
export function soonestSlot(options: CheckoutOptions): number | undefined {
  const held = options.slots.find((slot) => slot.id === options.hold?.slotId);
  return (held ?? options.slots.find((slot) => !slot.full))?.id;
}

/**
 * A fresh Idempotency-Key for one attempt at placing: 16 random bytes, base64url (also where
 * `crypto.randomUUID` is missing: a page served over plain HTTP on a local network). Make it once
 * per checkout page, so a double press or a retry of the same attempt places once.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * A one-press checkout (a quick-commerce shop front): holds the slot, then places the order under
 * `idempotencyKey` (one per checkout page, {@link newIdempotencyKey}: a second press or a retry
 * after a lost answer gets the same order, never a second). Answers the placement, or the first
 * refusal (`{ error }`, the API's `{ value, status }`) of either call.
 */
export async function holdAndPlace(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  request: CheckoutRequest,
  idempotencyKey: string,
) {
  const hold = await dispatch(checkoutApi.endpoints.holdSlot.initiate({ slotId: request.slotId }));
  if ('error' in hold) return { error: hold.error };
  return dispatch(checkoutApi.endpoints.placeOrder.initiate({ ...request, idempotencyKey }));
}
