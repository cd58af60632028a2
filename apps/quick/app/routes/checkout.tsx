import { api } from '@shop/core/api';
import { apiErrors } from '@shop/core/api-errors';
import { selectCart } from '@shop/core/cart-state';
import * as checkout from '@shop/core/checkout';
import type { CheckoutRequest } from '@shop/core/checkout-schemas';
import { deliveryPlaceOfRequest } from '@shop/core/delivery-area';
import { localizedName } from '@shop/core/i18n-loader';
import { loadBrandAddresses } from '@shop/core/one-brand';
import { provideStoreApi, type ShopDispatch } from '@shop/core/shop-store';
import { OnePressCheckout } from '@shop/ui/one-press-checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { brandId } from '~/config.server';
import { requestStore, useRoot } from '~/root';

provideStoreApi(api);

/** Checkout (signed in: the guard), with the address chosen at the gate if it was one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { dispatch, ...store } = requestStore(context);
  const place = deliveryPlaceOfRequest(request);
  const [options, { addresses, regions }] = await Promise.all([
    dispatch(
      checkout.checkoutApi.endpoints.getCheckoutOptions.initiate(undefined, { subscribe: false }),
    ),
    loadBrandAddresses(dispatch, brandId, store.getState().customer.token !== ''),
  ]);
  const addressId = place && 'addressId' in place ? place.addressId : null;
  return { options: options.data ?? null, addresses, regions, addressId };
}

export default function Checkout({ loaderData: { options, ...data } }: Route.ComponentProps) {
  const { t } = useTranslation(['delivery', 'errors']);
  const { lang, storeCurrency } = useRoot();
  const cart = useSelector(selectCart);
  const dispatch = useDispatch<ShopDispatch>();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(checkout.newIdempotencyKey);
  if (!options || !cart || cart.lines.length === 0)
    return <p className="py-8 text-center text-lg">{t('shop.empty')}</p>;
  const cod = options.paymentMethods.find((method) => method.id === 'cod');
  const place = async (request: CheckoutRequest) => {
    const placed = await checkout.holdAndPlace(dispatch, request, idempotencyKey);
    if (!('data' in placed && placed.data))
      return t([
        `errors:api.${apiErrors(placed.error)[0]?.code}`,
        'errors:internalDescription',
      ] as never);
    await navigate(
      `/my-orders?placed=${placed.data.orders.map((order) => order.number).join(',')}`,
    );
    return null;
  };
  return (
    <OnePressCheckout
      {...data}
      cart={cart}
      speeds={options.deliverySpeeds}
      slotId={checkout.soonestSlot(options)}
      onPlace={place}
      paymentName={cod ? localizedName(cod, lang) : ''}
      onAddAddress={() => void navigate('/location')}
      lang={lang}
      storeCurrency={storeCurrency}
    />
  );
}
