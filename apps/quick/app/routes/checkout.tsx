import { api } from '@shop/core/api';
import { apiErrors } from '@shop/core/api-errors';
import { selectCart } from '@shop/core/cart-state';
import { checkoutApi } from '@shop/core/checkout';
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
import { brandAddresses, locationOfRequest } from '~/location';
import { requestStore, useRoot } from '~/root';

provideStoreApi(api);

/** Checkout (signed in: the guard): the fastest speed and cash on delivery chosen, one press. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const place = locationOfRequest(request, brandId);
  const [options, { addresses, regions }] = await Promise.all([
    store.dispatch(
      checkoutApi.endpoints.getCheckoutOptions.initiate(undefined, { subscribe: false }),
    ),
    brandAddresses(store, brandId),
  ]);
  const chosen = place && 'addressId' in place ? place.addressId : null;
  return { options: options.data ?? null, addresses, regions, chosen };
}

export default function Checkout({
  loaderData: { options, addresses, regions, chosen },
}: Route.ComponentProps) {
  const { t } = useTranslation(['delivery', 'errors']);
  const { lang, storeCurrency } = useRoot();
  const cart = useSelector(selectCart);
  const dispatch = useDispatch<ShopDispatch>();
  const navigate = useNavigate();
  const fastest = options?.deliverySpeeds.toSorted((a, b) => a.etaMinutes - b.etaMinutes)[0];
  const [addressId, setAddressId] = useState(chosen ?? addresses[0]?.id ?? null);
  const [speedId, setSpeedId] = useState(fastest?.id ?? null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const slot =
    options?.slots.find((s) => s.id === options.hold?.slotId) ??
    options?.slots.find((s) => !s.full);
  if (!options || !cart || cart.lines.length === 0)
    return <p className="py-8 text-center text-lg">{t('shop.empty')}</p>;
  const fail = (e: unknown) => {
    setBusy(false);
    setError(t([`errors:api.${apiErrors(e)[0]?.code}`, 'errors:internalDescription'] as never));
  };
  const place = async () => {
    if (!addressId || !speedId || !slot) return setError(t('errors:internalDescription'));
    setBusy(true);
    const hold = await dispatch(checkoutApi.endpoints.holdSlot.initiate({ slotId: slot.id }));
    const request = {
      addressId,
      slotId: slot.id,
      deliverySpeedId: speedId,
      paymentMethod: 'cod' as const,
    };
    if ('error' in hold) return fail(hold.error);
    const placed = await dispatch(
      checkoutApi.endpoints.placeOrder.initiate({
        ...request,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    if ('error' in placed) return fail(placed.error);
    await navigate(`/my-orders?placed=${placed.data.orders.map((o) => o.number).join(',')}`);
  };
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
        value={speedId}
        onChange={setSpeedId}
        lang={lang}
        storeCurrency={storeCurrency}
      />
      <p className="font-semibold">
        {t('shop.payment')}:{' '}
        {options.paymentMethods.find((m) => m.id === 'cod')?.[lang === 'ar' ? 'name' : 'nameEn']}
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
