// This page changes the basket in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { cartApi, cartReceived, overlayOpened, selectCart } from '@shop/core/cart';
import { selectLocale } from '@shop/core/locale';
import { CartScreen } from '@shop/ui/cart-screen';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cart';
import { CHECKOUT_PATH } from '~/cart/cart-chrome';
import { useCartLineActions } from '@shop/ui/cart-line-actions';
import { useProductHref } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { requestStore } from '~/context';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/**
 * The basket as the API has it now (a personal page: `private, no-store` once the shopper has a
 * basket or is signed in). Null when the API refused the guest id (gone) or is down.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const result = await store.dispatch(
    cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }),
  );
  return { cart: result.data ?? null };
}

/** `/cart`: the Cart screen (R2.50, R2.69), with the empty state "No products added" (R8.15). */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const productHref = useProductHref();
  const lines = useCartLineActions();
  // The server's answer is the freshest (another tab may have changed the basket).
  useEffect(() => {
    if (loaderData.cart) dispatch(cartReceived(loaderData.cart));
  }, [dispatch, loaderData.cart]);
  const cart = useAppSelector(selectCart) ?? loaderData.cart;
  return (
    <>
      <Seo
        title={`${t('screen.title')} · ${t('common:brand.name')}`}
        description={t('screen.title')}
        noIndex
      />
      <CartScreen
        cart={cart}
        lang={lang}
        storeCurrency={storeCurrency}
        currency={currency}
        checkoutHref={CHECKOUT_PATH}
        shopHref="/"
        productHref={(product) => productHref(product.slug)}
        {...lines}
        onPayInFourOpen={
          cart
            ? () =>
                dispatch(
                  overlayOpened({
                    kind: 'payInFour',
                    amount: cart.subtotal,
                    currency: cart.currency ?? storeCurrency.code,
                  }),
                )
            : undefined
        }
      />
    </>
  );
}
