import { cartApi } from '@shop/core/cart';
import { catalogApi } from '@shop/core/catalog';
import { checkoutApi } from '@shop/core/checkout';
import { customerApi, type Address } from '@shop/core/customer';
import { selectRegion, type Region } from '@shop/core/region';
import type { RouterContextProvider } from 'react-router';
import { requestStore } from '~/context';

/**
 * What `/checkout` shows, read with the shopper's token on the server: the basket, the brand's
 * delivery speeds and slots (null when the basket is empty or the API refused), and the saved
 * addresses in the city the shopper shops in (the region of the URL, else the remembered one),
 * and the regions that name their places: the page renders complete on the server, so nothing is
 * fetched or laid out again after hydration.
 */
export async function loadCheckout(
  context: Readonly<RouterContextProvider>,
  urlRegion: Region | null,
) {
  const store = requestStore(context);
  const region = urlRegion ?? selectRegion(store.getState());
  const [cart, options, addresses, regions] = await Promise.all([
    store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false })),
    store.dispatch(
      checkoutApi.endpoints.getCheckoutOptions.initiate(undefined, { subscribe: false }),
    ),
    region
      ? store.dispatch(
          customerApi.endpoints.getAddresses.initiate(
            { countryId: region.countryId, stateId: region.stateId, cityId: region.cityId },
            { subscribe: false },
          ),
        )
      : Promise.resolve({ data: [] as Address[] }),
    store.dispatch(catalogApi.endpoints.getRegions.initiate({}, { subscribe: false })),
  ]);
  return {
    cart: cart.data ?? null,
    options: options.data ?? null,
    addresses: addresses.data ?? [],
    regions: regions.data ?? [],
    region,
  };
}
