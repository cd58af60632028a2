import { catalogApi } from '@shop/core/catalog';
import { customerApi } from '@shop/core/customer';
import type { ShopStore } from '@shop/core/shop-store';
import type { DeliveryCheckArgs } from '@shop/core/delivery-area';

/** The cookie keeping where the shopper wants delivery: `lat,lng` or `address:<id>`. */
export const LOCATION_COOKIE = 'quick_location';

/** The point or saved address of a `lat`/`lng` or `address` search, or of the cookie's value. */
export function placeOf(brandId: number, value: URLSearchParams | string | undefined) {
  const search = typeof value === 'string' ? cookieSearch(value) : value;
  const address = Number(search?.get('address'));
  const [lat, lng] = [Number(search?.get('lat')), Number(search?.get('lng'))];
  if (Number.isInteger(address) && address > 0) return { brandId, addressId: address };
  if (search?.get('lat') && search.get('lng') && Number.isFinite(lat) && Number.isFinite(lng))
    return { brandId, lat, lng } satisfies DeliveryCheckArgs;
  return null;
}

function cookieSearch(value: string): URLSearchParams {
  const [lat, lng] = value.split(',');
  if (value.startsWith('address:')) return new URLSearchParams({ address: value.slice(8) });
  return new URLSearchParams({ lat: lat ?? '', lng: lng ?? '' });
}

export const cookieValue = (place: NonNullable<ReturnType<typeof placeOf>>) =>
  'addressId' in place ? `address:${place.addressId}` : `${place.lat},${place.lng}`;

export function locationOfRequest(request: Request, brandId: number) {
  const match = /(?:^|;\s*)quick_location=([^;]*)/.exec(request.headers.get('Cookie') ?? '');
  return match ? placeOf(brandId, decodeURIComponent(match[1] ?? '')) : null;
}

/** The shopper's saved addresses in the brand's cities (the API lists them one city at a time). */
export async function brandAddresses(store: ShopStore, brandId: number) {
  if (!store.getState().customer.token) return { addresses: [], regions: [] };
  const once = { subscribe: false } as const;
  const [brand, regions] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once)),
    store.dispatch(catalogApi.endpoints.getRegions.initiate({}, once)),
  ]);
  const places = (regions.data ?? []).flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities
        .filter((city) => brand.data?.cityIds.includes(city.id))
        .map((city) => ({ countryId: country.id, stateId: state.id, cityId: city.id })),
    ),
  );
  const lists = await Promise.all(
    places.map((place) => store.dispatch(customerApi.endpoints.getAddresses.initiate(place, once))),
  );
  return { addresses: lists.flatMap((list) => list.data ?? []), regions: regions.data ?? [] };
}
