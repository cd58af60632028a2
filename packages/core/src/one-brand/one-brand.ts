import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { catalogApi } from '#catalog/catalog-api.ts';
import type { RegionTree } from '#catalog/catalog-schemas.ts';
import { customerApi } from '#customer/customer-api.ts';
import type { Address } from '#customer/customer-schemas.ts';

/**
 * The signed-in shopper's saved addresses in a brand's cities, with the regions that name their
 * places: the API lists addresses one city at a time (spec §7), so this asks for each city the
 * brand serves. A guest's is empty.
 */
export async function loadBrandAddresses(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  brandId: number,
  signedIn: boolean,
): Promise<{ addresses: Address[]; regions: RegionTree }> {
  if (!signedIn) return { addresses: [], regions: [] };
  const once = { subscribe: false } as const;
  const [brand, regions] = await Promise.all([
    dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once)),
    dispatch(catalogApi.endpoints.getRegions.initiate({}, once)),
  ]);
  const cities = (regions.data ?? []).flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities
        .filter((city) => brand.data?.cityIds.includes(city.id))
        .map((city) => ({ countryId: country.id, stateId: state.id, cityId: city.id })),
    ),
  );
  const lists = await Promise.all(
    cities.map((city) => dispatch(customerApi.endpoints.getAddresses.initiate(city, once))),
  );
  return { addresses: lists.flatMap((list) => list.data ?? []), regions: regions.data ?? [] };
}

/**
 * A one-brand shop front's home shelves: the brand's top categories, the running offers with the
 * brand's products in them (up to `offers`, each its first `perOffer` products; offers without
 * any of the brand's are left out) and its first `popular` products.
 */
export async function loadBrandShelves(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  brandId: number,
  { offers: offerCount = 4, perOffer = 4, popular = 8 } = {},
) {
  const once = { subscribe: false } as const;
  const [categories, offers, products] = await Promise.all([
    dispatch(catalogApi.endpoints.getCategories.initiate({ brandId }, once)),
    dispatch(catalogApi.endpoints.getOffers.initiate(undefined, once)),
    dispatch(catalogApi.endpoints.getProducts.initiate({ brandId, pageSize: popular }, once)),
  ]);
  const running = (offers.data ?? []).slice(0, offerCount);
  const deals = await Promise.all(
    running.map((offer) =>
      dispatch(
        catalogApi.endpoints.getProducts.initiate(
          { brandId, offerId: offer.id, pageSize: perOffer },
          once,
        ),
      ),
    ),
  );
  return {
    categories: (categories.data ?? []).filter((category) => category.parentId === null),
    offers: running
      .map((offer, index) => ({ offer, products: deals[index]?.data?.items ?? [] }))
      .filter((shelf) => shelf.products.length > 0),
    popular: products.data?.items ?? [],
  };
}
