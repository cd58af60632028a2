import { api } from '@shop/core/api';
import {
  cartIdForgotten,
  useRemoveCartLineMutation,
  useUpdateCartLineMutation,
  type CartLine,
} from '@shop/core/cart';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { apiErrors } from '@shop/core/api-errors';
import { provideStoreApi, type ShopDispatch, type ShopState } from '@shop/core/shop-store';
import type { CartNotice } from '#cart-parts/cart-notice.tsx';
import { cartErrorMessage, cartMessages } from '#cart-messages/cart-messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';

// Loading this module hands the api slice to the store (see provideStoreApi).
provideStoreApi(api);
const useAppDispatch = useDispatch.withTypes<ShopDispatch>();
const useAppSelector = useSelector.withTypes<ShopState>();

/**
 * Quantity changes and removals of basket lines, for the sidebar and the Cart screen: shown at
 * once (the cart slice), rolled back with the API's reason on refusal, and announced (`notice`).
 */
export function useCartLineActions() {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const { t } = useTranslation(['cart', 'errors']);
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [busyLineIds, setBusyLineIds] = useState<number[]>([]);
  const [notice, setNotice] = useState<CartNotice | null>(null);

  async function change(line: CartLine, quantity: number) {
    setBusyLineIds((ids) => [...ids, line.id]);
    const result = await (quantity === 0
      ? removeLine(line.id)
      : updateLine({ lineId: line.id, quantity }));
    setBusyLineIds((ids) => ids.filter((id) => id !== line.id));
    if ('error' in result) {
      const [error] = apiErrors(result.error);
      // A guest basket the API no longer knows (expired, merged in another tab): it is gone.
      if (error?.code === 'cart_not_found') dispatch(cartIdForgotten());
      if (error) setNotice({ tone: 'error', text: cartErrorMessage(t, error) });
      return;
    }
    const name = localizedName(line.product, lang);
    setNotice({
      tone: 'success',
      text: quantity === 0 ? t(cartMessages.lineRemoved, { name }) : t(cartMessages.cartUpdated),
    });
  }

  return {
    onQuantityChange: (line: CartLine, quantity: number) => void change(line, quantity),
    onRemove: (line: CartLine) => void change(line, 0),
    busyLineIds,
    notice,
  };
}
