import type { DeliveryCheckArgs } from '#delivery-area/delivery-area-api.ts';

/** The cookie keeping where a shopper wants delivery: `lat,lng` or `address:<id>` (a year). */
export const DELIVERY_PLACE_COOKIE = 'shop_delivery_place';

/** A shopper's chosen place: a point, or one of their saved addresses. */
export type DeliveryPlace = { lat: number; lng: number } | { addressId: number };

/**
 * The place of a location gate's query (`?lat=&lng=` or `?address=`), or of the cookie's value
 * (`lat,lng` or `address:<id>`); null when it names none (or a point off the globe).
 */
export function deliveryPlaceOf(
  value: URLSearchParams | string | null | undefined,
): DeliveryPlace | null {
  if (value === null || value === undefined) return null;
  const search =
    typeof value !== 'string'
      ? value
      : value.startsWith('address:')
        ? new URLSearchParams({ address: value.slice('address:'.length) })
        : new URLSearchParams({ lat: value.split(',')[0] ?? '', lng: value.split(',')[1] ?? '' });
  const address = search.get('address');
  if (address !== null) return /^\d{1,10}$/.test(address) ? { addressId: Number(address) } : null;
  const [lat, lng] = [search.get('lat'), search.get('lng')].map((v) => (v ? Number(v) : NaN));
  if (lat === undefined || lng === undefined) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The `Set-Cookie` value that remembers `place`. */
export function deliveryPlaceCookie(place: DeliveryPlace): string {
  const value = 'addressId' in place ? `address:${place.addressId}` : `${place.lat},${place.lng}`;
  return `${DELIVERY_PLACE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=31536000`;
}

/** The place a request's cookie remembers, or null. */
export function deliveryPlaceOfRequest(request: Request): DeliveryPlace | null {
  const cookie = request.headers.get('Cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${DELIVERY_PLACE_COOKIE}=([^;]*)`).exec(cookie);
  if (!match) return null;
  try {
    return deliveryPlaceOf(decodeURIComponent(match[1] ?? ''));
  } catch {
    return null;
  }
}

/** DeliveryCheck's arguments for a brand and a place. */
export const deliveryCheckOf = (brandId: number, place: DeliveryPlace): DeliveryCheckArgs => ({
  brandId,
  ...place,
});

/**
 * A location gate's “Start shopping” answer (its form posts the place): a redirect to `to` that
 * remembers the place in the cookie, or back to `gate` when the form names none.
 */
export function rememberPlaceAnswer(form: URLSearchParams, to = '/', gate = '/location'): Response {
  const place = deliveryPlaceOf(form);
  const headers: Record<string, string> = { Location: place ? to : gate };
  if (place) headers['Set-Cookie'] = deliveryPlaceCookie(place);
  return new Response(null, { status: 302, headers });
}
