import { api } from '@shop/core/api';
import { apiErrors } from '@shop/core/api-errors';
import { loadBrandAddresses } from '@shop/core/one-brand';
import { selectCart } from '@shop/core/cart-state';
import * as checkout from '@shop/core/checkout';
import { deliveryPlaceOfRequest } from '@shop/core/delivery-area';
import { provideStoreApi, type ShopDispatch } from '@shop/core/shop-store';
import { AddressChooser } from '@shop/ui/address-chooser';
import { CartSummary } from '@shop/ui/cart-summary';
import { DeliverySpeedPicker } from '@shop/ui/delivery-speed-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { brandId } from '~/config.server';
import { requestStore, useRoot } from '~/root';

provideStoreApi(api);

/** Checkout (signed in: the guard): the fastest speed and cash on delivery chosen, one press. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { dispatch, getState } = requestStore(context);
  const place = deliveryPlaceOfRequest(request);
  const [options, { addresses, regions }] = await Promise.all([
    dispatch(
      checkout.checkoutApi.endpoints.getCheckoutOptions.initiate(undefined, { subscribe: false }),
    ),
    loadBrandAddresses(dispatch, brandId, getState().customer.token !== ''),
  ]);
  const chosen = place && 'addressId' in place ? place.addressId : addresses[0]?.id;
  return { options: options.data ?? null, addresses, regions, chosen: chosen ?? null };
}

export default function Checkout({
  loaderData: { options, addresses, regions, chosen },
}: Route.ComponentProps) {
  const { t } = useTranslation(['delivery', 'errors']);
  const { lang, storeCurrency } = useRoot();
  const cart = useSelector(selectCart);
  const dispatch = useDispatch<ShopDispatch>();
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState(chosen);
  const [speedId, setSpeedId] = useState(
    options && checkout.fastestSpeed(options.deliverySpeeds)?.id,
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!options || !cart || cart.lines.length === 0)
    return <p className="py-8 text-center text-lg">{t('shop.empty')}</p>;
  const slotId = checkout.soonestSlot(options);
  const place = async () => {
    if (!addressId || !speedId || !slotId) return;
    setBusy(true);
    const request = {
      addressId,
      slotId,
      deliverySpeedId: speedId,
      paymentMethod: 'cod' as const,
      useWallet: false,
      usePoints: false,
    };
    const placed = await checkout.holdAndPlace(dispatch, request);
    setBusy(false);
    if ('data' in placed && placed.data)
      return navigate(`/my-orders?placed=${placed.data.orders.map((o) => o.number).join(',')}`);
    setError(
      t([`errors:api.${apiErrors(placed.error)[0]?.code}`, 'errors:internalDescription'] as never),
    );
  };
  const cod = options.paymentMethods.find((method) => method.id === 'cod');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('shop.checkout')}</h1>
      <AddressChooser
        addresses={addresses}
        value={addressId}
        onChange={setAddressId}
        onAdd={() => void navigate('/location')}
        lang={lang}
        regions={regions}
      />
      <DeliverySpeedPicker
        speeds={options.deliverySpeeds}
        value={speedId ?? null}
        onChange={setSpeedId}
        lang={lang}
        storeCurrency={storeCurrency}
      />
      <p className="font-semibold">
        {t('shop.payment')}: {cod && (lang === 'ar' ? cod.name : cod.nameEn)}
      </p>
      <CartSummary cart={cart} lang={lang} storeCurrency={storeCurrency} />
      {error ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-800">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={() => void place()}
        className="rounded-md bg-brand-700 p-4 text-lg font-semibold text-on-strong"
      >
        {t('shop.place')}
      </button>
    </div>
  );
}
