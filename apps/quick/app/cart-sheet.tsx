import { overlayClosed, selectCart, selectCartOverlay } from '@shop/core/cart-state';
import { selectLocale } from '@shop/core/locale';
import { useCartLineActions } from '@shop/ui/cart-line-actions';
import { CartSidebar } from '@shop/ui/cart-sidebar';
import { useDispatch, useSelector } from 'react-redux';
import { useRoot } from '~/root';

/** The cart sheet: the packages' sidebar, opened by an add or the header's cart. */
export default function CartSheet() {
  const dispatch = useDispatch();
  const overlay = useSelector(selectCartOverlay);
  const { storeCurrency } = useRoot();
  return (
    <CartSidebar
      open={overlay.kind === 'sidebar'}
      onClose={() => dispatch(overlayClosed())}
      cart={useSelector(selectCart)}
      lang={useSelector(selectLocale)}
      storeCurrency={storeCurrency}
      cartHref="/checkout"
      checkoutHref="/checkout"
      shopHref="/"
      productHref={(product) => `/product/${product.slug}`}
      {...useCartLineActions()}
    />
  );
}
