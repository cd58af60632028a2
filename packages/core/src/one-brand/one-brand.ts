import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { cartApi } from '#cart/cart-api.ts';
import { selectCart } from '#cart/cart-slice.ts';
import { catalogApi } from '#catalog/catalog-api.ts';
import type { RegionTree } from '#catalog/catalog-schemas.ts';
import { checkoutApi } from '#checkout/checkout-api.ts';
import { customerApi } from '#customer/customer-api.ts';
import type { Address } from '#customer/customer-schemas.ts';
import { selectIsLoggedIn } from '#customer/customer-slice.ts';
import { deliveryAreaApi } from '#delivery-area/delivery-area-api.ts';
import { deliveryCheckOf, type DeliveryPlace } from '#delivery-area/delivery-place.ts';
import { directionOf, type Locale } from '#i18n/config.ts';
import { selectLocale } from '#locale/locale-slice.ts';
import type { CurrencyInfo } from '#money/money.ts';
import type { ShopState } from '#shop-store/shop-store.ts';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
const once = { subscribe: false } as const;

/**
 * The signed-in shopper's saved addresses in a brand's cities, with the regions that name their
 * places: the API lists addresses one city at a time (spec §7), so this asks for each city the
 * brand serves. A guest's is empty.
 */
export async function loadBrandAddresses(
  dispatch: Dispatch,
  brandId: number,
  signedIn: boolean,
): Promise<{ addresses: Address[]; regions: RegionTree }> {
  if (!signedIn) return { addresses: [], regions: [] };
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
  dispatch: Dispatch,
  brandId: number,
  { offers: offerCount = 4, perOffer = 4, popular = 8 } = {},
) {
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

/** Prices are shown in this until the API names its store currency (an API that is down). */
const FALLBACK_CURRENCY: CurrencyInfo = { code: 'SAR', minorUnits: 2, rate: 1 };

/**
 * A one-brand shop front's root data, from the request's store: the language, whether signed in
 * (never the token), the basket of a shopper who has one, the store currency, the brand, and the
 * API's answer for the place the shopper chose at the gate (`deliveryPlaceOfRequest`), if any.
 */
export async function loadBrandRoot(
  store: { dispatch: Dispatch; getState: () => ShopState },
  brandId: number,
  place: DeliveryPlace | null,
) {
  const { customer, cart } = store.getState();
  const [currencies, brand, check] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getCurrencies.initiate(undefined, once)),
    store.dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once)),
    place &&
      store.dispatch(
        deliveryAreaApi.endpoints.checkDelivery.initiate(deliveryCheckOf(brandId, place), once),
      ),
    (customer.token || cart.cartId) &&
      store.dispatch(cartApi.endpoints.getCart.initiate(undefined, once)),
  ]);
  const state = store.getState();
  return {
    lang: selectLocale(state),
    signedIn: selectIsLoggedIn(state),
    cart: selectCart(state),
    storeCurrency: currencies.data?.find((c) => c.isStoreCurrency) ?? FALLBACK_CURRENCY,
    brand: brand.data ?? null,
    delivery: check?.data ?? null,
  };
}

/** A category of the brand with its first `pageSize` products, or null (none such: a 404). */
export async function loadBrandCategory(
  dispatch: Dispatch,
  brandId: number,
  categoryId: number,
  pageSize = 48,
) {
  const [categories, products] = await Promise.all([
    dispatch(catalogApi.endpoints.getCategories.initiate({ brandId }, once)),
    dispatch(catalogApi.endpoints.getProducts.initiate({ brandId, categoryId, pageSize }, once)),
  ]);
  const category = categories.data?.find((c) => c.id === categoryId);
  if (!category || !products.data) return null;
  return { category, products: products.data.items };
}

/** A product of the brand by its slug, or null: another brand's is not sold here. */
export async function loadBrandProduct(dispatch: Dispatch, brandId: number, slug: string) {
  const { data: product } = await dispatch(catalogApi.endpoints.getProduct.initiate(slug, once));
  return product && product.brandId === brandId ? product : null;
}

/**
 * A search within the brand's products for the query's `q` (trimmed, at most 100 characters):
 * `items` is null when nothing was asked, else the first `pageSize` hits.
 */
export async function searchBrand(
  dispatch: Dispatch,
  brandId: number,
  search: URLSearchParams,
  pageSize = 24,
) {
  const q = search.get('q')?.trim().slice(0, 100) ?? '';
  if (!q) return { q, items: null };
  const { data } = await dispatch(
    catalogApi.endpoints.search.initiate({ q, brandId, pageSize }, once),
  );
  return { q, items: data?.items ?? [] };
}

/**
 * The location gate's data: the place of the page's query (`?lat=&lng=` or `?address=`), the
 * API's answer or refusal for it, and the signed-in shopper's addresses in the brand's cities.
 */
export async function loadDeliveryGate(
  dispatch: Dispatch,
  brandId: number,
  place: DeliveryPlace | null,
  signedIn: boolean,
) {
  const [check, { addresses }] = await Promise.all([
    place &&
      dispatch(
        deliveryAreaApi.endpoints.checkDelivery.initiate(deliveryCheckOf(brandId, place), once),
      ),
    loadBrandAddresses(dispatch, brandId, signedIn),
  ]);
  return {
    place,
    check: check?.data ?? null,
    error: check?.error && 'status' in check.error ? check.error : null,
    addresses,
  };
}

/**
 * A one-press checkout's data: the checkout options (null when refused), the shopper's addresses
 * in the brand's cities with their regions, and the saved address chosen at the gate, if it was one.
 */
export async function loadOnePressCheckout(
  dispatch: Dispatch,
  brandId: number,
  place: DeliveryPlace | null,
  signedIn: boolean,
) {
  const [options, { addresses, regions }] = await Promise.all([
    dispatch(checkoutApi.endpoints.getCheckoutOptions.initiate(undefined, once)),
    loadBrandAddresses(dispatch, brandId, signedIn),
  ]);
  const addressId = place && 'addressId' in place ? place.addressId : null;
  return { options: options.data ?? null, addresses, regions, addressId };
}

/** How a shop front looks when installed: its colours and its icon (an SVG). */
export interface ManifestLook {
  /** The splash screen's background. */
  backgroundColor: string;
  /** The browser's UI colour. */
  themeColor: string;
  /** The icon's path (SVG, any size, maskable). */
  icon: string;
}

/**
 * The web app manifest of a one-brand shop front in `lang` (the brand's name in it, `fallback`
 * when the API does not answer), as the answer of a `manifest.webmanifest` resource route.
 */
export async function brandManifest(
  dispatch: Dispatch,
  brandId: number,
  lang: Locale,
  { backgroundColor, themeColor, icon }: ManifestLook,
  fallback = 'Shop',
): Promise<Response> {
  const { data: brand } = await dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once));
  const name = (lang === 'ar' ? brand?.name : brand?.nameEn) ?? fallback;
  const manifest = {
    name,
    short_name: name,
    lang,
    dir: directionOf(lang),
    start_url: `/?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: backgroundColor,
    theme_color: themeColor,
    icons: [{ src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
  };
  return Response.json(manifest, { headers: { 'Content-Type': 'application/manifest+json' } });
}
