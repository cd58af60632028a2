import { checkoutRequestSchema, type CheckoutRequest } from '@shop/core/checkout-schemas';

/**
 * The shopper's choices travel from `/checkout` to `/checkout/summary` in the summary's URL, so
 * the summary is rendered by the server with its quote, and a reload or a second tab shows the
 * same thing. The API checks each again (the address is the shopper's, the slot held …).
 */
const keys = {
  addressId: 'address',
  slotId: 'slot',
  deliverySpeedId: 'speed',
  paymentMethod: 'payment',
  couponCode: 'coupon',
  useWallet: 'wallet',
  usePoints: 'points',
} as const;

/** A whole number as the URL wrote it ("5"), else NaN (so "5.0" or "1e3" fail the schema). */
const wholeNumber = (value: string | null) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : NaN;

/** The choices of a summary URL's search, or null when one is missing or not valid. */
export function choicesOfSearch(search: URLSearchParams): CheckoutRequest | null {
  const parsed = checkoutRequestSchema.safeParse({
    addressId: wholeNumber(search.get(keys.addressId)),
    slotId: wholeNumber(search.get(keys.slotId)),
    deliverySpeedId: wholeNumber(search.get(keys.deliverySpeedId)),
    paymentMethod: search.get(keys.paymentMethod),
    couponCode: search.get(keys.couponCode) ?? undefined,
    useWallet: search.get(keys.useWallet) === '1',
    usePoints: search.get(keys.usePoints) === '1',
  });
  return parsed.success ? parsed.data : null;
}

/** The summary's path for these choices (under `base`, e.g. a region's checkout). */
export function summaryHref(base: string, choices: CheckoutRequest): string {
  const search = new URLSearchParams({
    [keys.addressId]: String(choices.addressId),
    [keys.slotId]: String(choices.slotId),
    [keys.deliverySpeedId]: String(choices.deliverySpeedId),
    [keys.paymentMethod]: choices.paymentMethod,
  });
  if (choices.couponCode) search.set(keys.couponCode, choices.couponCode);
  if (choices.useWallet) search.set(keys.useWallet, '1');
  if (choices.usePoints) search.set(keys.usePoints, '1');
  return `${base}/summary?${search.toString()}`;
}
