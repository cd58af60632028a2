import type { AddCartLineRequest } from '@shop/core/cart-state';
import { useState } from 'react';
import { useStore } from 'react-redux';
import type { ShopStore } from '@shop/core/shop-store';
import type { AddedProduct } from '#cart-flows/cart-calls.ts';

export type { AddedProduct };

/**
 * Adds to the basket from any card or product page. The calls (RTK Query, the toasts) load with
 * the first press, so catalog pages keep them out of their first load. `adding` is the id of the
 * product being added, for its button's busy state.
 */
export function useAddToCart() {
  const store = useStore() as ShopStore;
  const [adding, setAdding] = useState<number | null>(null);
  const add = async (product: AddedProduct, request: AddCartLineRequest) => {
    setAdding(request.productId);
    try {
      const { addToCart } = await import('#cart-flows/cart-calls.ts');
      return await addToCart(store.dispatch, () => store.getState(), product, request);
    } finally {
      setAdding(null);
    }
  };
  return { add, adding };
}
