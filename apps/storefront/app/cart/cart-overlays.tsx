import '~/lib/store-api';
import {
  cartIdRestored,
  overlayClosed,
  overlayOpened,
  selectCart,
  selectCartOverlay,
  uploadCartFile,
  type AddCartLineRequest,
} from '@shop/core/cart';
import { useGetProductQuery } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { skipToken } from '@reduxjs/toolkit/query';
import { CartOverlays } from '@shop/ui/cart-overlays';
import type { CustomizeUploadResult } from '@shop/ui/customize-modal';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { addToCart, cartErrorText, type AddedProduct } from '@shop/ui/cart-calls';
import { CART_PATH, CHECKOUT_PATH } from '~/cart/cart-chrome';
import { useCartLineActions } from '@shop/ui/cart-line-actions';
import { useProductHref } from '~/components/product-grid';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import type { loader as rootLoader } from '~/root';
import type { AppStore } from '~/store';

/**
 * The basket's overlays with their data and calls (loaded on demand by CartOverlayHost): the
 * sidebar's lines, Customize's product and uploads, the brand conflict's two ways on (R4.20)
 * and the Pay in 4 pop-up.
 */
export default function CartOverlaysContainer() {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const overlay = useAppSelector(selectCartOverlay);
  const cart = useAppSelector(selectCart);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const api = useRouteLoaderData<typeof rootLoader>('root')?.api;
  const productHref = useProductHref();
  const lines = useCartLineActions();
  const { data: product } = useGetProductQuery(
    overlay.kind === 'customize' ? overlay.productSlug : skipToken,
  );
  const [busy, setBusy] = useState(false);
  const [customizeError, setCustomizeError] = useState<string | null>(null);

  const add = async (added: AddedProduct, request: AddCartLineRequest) => {
    setBusy(true);
    setCustomizeError(null);
    const outcome = await addToCart(dispatch, () => store.getState(), added, request, {
      quiet: overlay.kind === 'customize',
    });
    setBusy(false);
    const [error] = outcome.errors;
    if (error && overlay.kind === 'customize' && error.code !== 'cart_brand_conflict')
      setCustomizeError(cartErrorText(lang, error));
  };

  const upload = async (
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<CustomizeUploadResult> => {
    const { customer, cart: cartState } = store.getState();
    const result = await uploadCartFile({
      baseUrl: api?.baseUrl ?? '/api/',
      publicKey: api?.publicKey ?? '',
      token: customer.token,
      cartId: cartState.cartId,
      file,
      onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
      signal,
    });
    if (result.status >= 200 && result.status < 300 && !Array.isArray(result.value)) {
      // A guest's first file made their basket: keep its id.
      if (result.value.cartId) dispatch(cartIdRestored(result.value.cartId));
      return { ok: true, upload: result.value };
    }
    const [error] = Array.isArray(result.value) ? result.value : [];
    return {
      ok: false,
      message: cartErrorText(lang, error ?? { code: 'network_error', message: '' }),
    };
  };

  return (
    <CartOverlays
      overlay={overlay}
      onClose={() => dispatch(overlayClosed())}
      lang={lang}
      storeCurrency={storeCurrency}
      currency={currency}
      sidebar={{
        cart,
        cartHref: CART_PATH,
        checkoutHref: CHECKOUT_PATH,
        shopHref: '/',
        productHref: (summary) => productHref(summary.slug),
        ...lines,
        onPayInFourOpen: cart
          ? () =>
              dispatch(
                overlayOpened({
                  kind: 'payInFour',
                  amount: cart.subtotal,
                  currency: cart.currency ?? storeCurrency.code,
                }),
              )
          : undefined,
      }}
      customize={{
        product: product ?? null,
        onUpload: upload,
        onSubmit: (answers, quantity) => {
          if (product)
            void add(product, { productId: product.id, quantity, customization: answers });
        },
        busy,
        error: customizeError,
      }}
      brandConflict={{
        basketBrand: cart?.brand,
        onReset: (request) => {
          if (overlay.kind !== 'brandConflict') return;
          const { productName, productSlug = '' } = overlay;
          void add({ ...productName, slug: productSlug }, { ...request, replaceBasket: true });
        },
        onContinueToCheckout: () => {
          dispatch(overlayClosed());
          void navigate(CHECKOUT_PATH);
        },
        busy,
      }}
    />
  );
}
