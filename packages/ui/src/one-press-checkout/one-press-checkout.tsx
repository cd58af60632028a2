import type { DeliverySpeed, RegionTree } from '@shop/core/catalog';
import type { CheckoutRequest } from '@shop/core/checkout-schemas';
import type { Address } from '@shop/core/customer-schemas';
import type { Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressChooser } from '#address-chooser/address-chooser.tsx';
import { CartSummary, type CartSummaryCart } from '#cart-summary/cart-summary.tsx';
import { DeliverySpeedPicker } from '#delivery-speed-picker/delivery-speed-picker.tsx';

/** Props of {@link OnePressCheckout}. */
export interface OnePressCheckoutProps {
  /** The basket as the API answered it. */
  cart: CartSummaryCart;
  /** The shopper's saved addresses the brand can reach. */
  addresses: readonly Address[];
  /** The regions naming the addresses' places. */
  regions?: RegionTree;
  /** The address chosen at first (the location gate's), or null. */
  addressId: number | null;
  /** The brand's delivery speeds; the fastest is chosen at first. */
  speeds: readonly DeliverySpeed[];
  /** The way to pay (cash on delivery), named in the page's language. */
  paymentName: string;
  /** The slot the order takes (held when placing), or undefined when none is left. */
  slotId: number | undefined;
  /** Places the order; answers the refusal's text, or null once placed. */
  onPlace: (request: CheckoutRequest) => Promise<string | null>;
  /** "Add a new address". */
  onAddAddress: () => void;
  /** The page's language. */
  lang: Locale;
  /** The store's currency (amounts are in its minor units). */
  storeCurrency: CurrencyInfo;
}

/**
 * A quick-commerce checkout in one press (issue 18): the address (the one chosen at the location
 * gate first), the brand's fastest speed preselected, cash on delivery, the basket's summary and
 * “Place order”. A refusal (e.g. an address outside the delivery area) shows in an alert.
 *
 * @example
 * ```tsx
 * <OnePressCheckout cart={cart} addresses={addresses} addressId={7} speeds={speeds} slotId={3}
 *   paymentName="Cash on delivery" lang="en" storeCurrency={sar} onAddAddress={openGate}
 *   onPlace={async (request) => ((await place(request)).error ? 'Refused' : null)} />
 * ```
 */
export function OnePressCheckout(props: OnePressCheckoutProps) {
  const { cart, addresses, regions, speeds, slotId, lang, storeCurrency } = props;
  const { t } = useTranslation('delivery');
  const fastest = speeds.reduce<DeliverySpeed | undefined>(
    (best, speed) => (!best || speed.etaMinutes < best.etaMinutes ? speed : best),
    undefined,
  );
  const [addressId, setAddressId] = useState(props.addressId ?? addresses[0]?.id ?? null);
  const [speedId, setSpeedId] = useState(fastest?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const place = async () => {
    if (!addressId || !speedId || !slotId) return;
    setBusy(true);
    const refusal = await props.onPlace({
      addressId,
      slotId,
      deliverySpeedId: speedId,
      paymentMethod: 'cod',
      useWallet: false,
      usePoints: false,
    });
    setBusy(false);
    setError(refusal);
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('shop.checkout')}</h1>
      <AddressChooser
        addresses={addresses}
        value={addressId}
        onChange={setAddressId}
        onAdd={props.onAddAddress}
        lang={lang}
        regions={regions}
      />
      <DeliverySpeedPicker
        speeds={speeds}
        value={speedId}
        onChange={setSpeedId}
        lang={lang}
        storeCurrency={storeCurrency}
      />
      <p className="font-semibold">
        {t('shop.payment')}: {props.paymentName}
      </p>
      <CartSummary cart={cart} lang={lang} storeCurrency={storeCurrency} />
      {error ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-800">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={busy || !addressId || !speedId || !slotId}
        onClick={() => void place()}
        className="rounded-md bg-brand-700 p-4 text-lg font-semibold text-on-strong disabled:opacity-60"
      >
        {t('shop.place')}
      </button>
    </div>
  );
}
