import { describe, expect, it } from 'vitest';
import {
  deliveryPlaceCookie,
  deliveryPlaceOf,
  deliveryPlaceOfRequest,
  rememberPlaceAnswer,
} from '#delivery-area/delivery-place.ts';

describe('the delivery place', () => {
  it('reads a point or a saved address from the gate query, and refuses anything else', () => {
    expect(deliveryPlaceOf(new URLSearchParams('lat=24.7113&lng=46.6744'))).toEqual({
      lat: 24.7113,
      lng: 46.6744,
    });
    expect(deliveryPlaceOf(new URLSearchParams('address=12'))).toEqual({ addressId: 12 });
    for (const query of [
      '',
      'lat=24.7',
      'lat=91&lng=0',
      'lat=0&lng=-180.5',
      'lat=x&lng=1',
      'address=1.5',
      'address=-3',
    ])
      expect(deliveryPlaceOf(new URLSearchParams(query))).toBeNull();
    expect(deliveryPlaceOf(new URLSearchParams('lat=-90&lng=180'))).toEqual({ lat: -90, lng: 180 });
  });

  it('keeps the place in a cookie that a request gives back', () => {
    for (const place of [{ lat: 24.7113, lng: 46.6744 }, { addressId: 7 }]) {
      const cookie = deliveryPlaceCookie(place).split(';')[0]!;
      const request = new Request('http://shop.test/', { headers: { Cookie: `a=1; ${cookie}` } });
      expect(deliveryPlaceOfRequest(request)).toEqual(place);
    }
    const broken = new Request('http://shop.test/', {
      headers: { Cookie: 'shop_delivery_place=%E0' },
    });
    expect(deliveryPlaceOfRequest(broken)).toBeNull();
  });

  it('answers “Start shopping” with a redirect home that remembers the place, or back to the gate', () => {
    const started = rememberPlaceAnswer(new URLSearchParams('lat=24.7113&lng=46.6744'));
    expect(started.status).toBe(302);
    expect(started.headers.get('Location')).toBe('/');
    const cookie = started.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(
      deliveryPlaceOfRequest(new Request('http://shop.test/', { headers: { Cookie: cookie } })),
    ).toEqual({ lat: 24.7113, lng: 46.6744 });
    const address = rememberPlaceAnswer(new URLSearchParams('address=7'), '/checkout');
    expect(address.headers.get('Location')).toBe('/checkout');
    const refused = rememberPlaceAnswer(new URLSearchParams('lat=100&lng=0'));
    expect(refused.headers.get('Location')).toBe('/location');
    expect(refused.headers.get('Set-Cookie')).toBeNull();
  });
});
