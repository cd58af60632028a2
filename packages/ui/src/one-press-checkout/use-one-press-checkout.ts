import { api } from '@shop/core/api';
import { apiErrors } from '@shop/core/api-errors';
import { holdAndPlace, newIdempotencyKey, soonestSlot } from '@shop/core/checkout';
import type { CheckoutOptions, CheckoutRequest } from '@shop/core/checkout-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import { provideStoreApi, type ShopDispatch } from '@shop/core/shop-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { OnePressCheckoutProps } from '#one-press-checkout/one-press-checkout.tsx';

// Loading this module hands the api slice to the store (see provideStoreApi).
provideStoreApi(api);

/** What {@link useOnePressCheckout} gives `OnePressCheckout`. */
export type OnePressChoices = Pick<
  OnePressCheckoutProps,
  'speeds' | 'slotId' | 'paymentName' | 'onPlace'
>;

/**
 * The glue between a checkout page's options (`GET Checkout/Options`) and `OnePressCheckout`:
 * the speeds, the soonest slot, cash on delivery named in `lang`, and “Place order”, which holds
 * the slot and places under one Idempotency-Key per page (a second press or a retry never makes
 * a second order), then calls `onPlaced` with the order numbers. A refusal answers its text in
 * the shopper's language (`errors:api.<code>`). Null while there are no options.
 *
 * @example
 * const choices = useOnePressCheckout(options, lang, (numbers) => navigate(`/orders?placed=${numbers}`));
 * return choices && <OnePressCheckout {...choices} cart={cart} … />;
 */
export function useOnePressCheckout(
  options: CheckoutOptions | null,
  lang: Locale,
  onPlaced: (orderNumbers: string[]) => unknown,
): OnePressChoices | null {
  const { t } = useTranslation('errors');
  const dispatch = useDispatch<ShopDispatch>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  if (!options) return null;
  const cod = options.paymentMethods.find((method) => method.id === 'cod');
  return {
    speeds: options.deliverySpeeds,
    slotId: soonestSlot(options),
    paymentName: cod ? localizedName(cod, lang) : '',
    onPlace: async (request: CheckoutRequest) => {
      const placed = await holdAndPlace(dispatch, request, idempotencyKey);
      if (!('data' in placed && placed.data))
        return t([`api.${apiErrors(placed.error)[0]?.code}`, 'internalDescription'] as never);
      await onPlaced(placed.data.orders.map((order) => order.number));
      return null;
    },
  };
}
