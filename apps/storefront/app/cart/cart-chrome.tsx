import {
  overlayOpened,
  selectCart,
  selectCartCount,
  selectCartOverlay,
} from '@shop/core/cart-state';
import { selectLocale } from '@shop/core/locale';
import { HeaderCart } from '@shop/ui/header-cart';
import { MobileCart } from '@shop/ui/mobile-cart';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { onDemand } from '@shop/ui/on-demand';
import { useDisplayCurrency } from '~/lib/use-display-currency';

// The basket's parts of every page. The header's count and the phone's bar read the cart slice
// (rendered by the server on first load); the overlays and their calls load when one first opens.

/** The Cart screen (R2.50, R2.69: the spec names the screen, not its route). */
export const CART_PATH = '/cart';
/** Where checkout starts (behind sign-in, spec §6). */
export const CHECKOUT_PATH = '/checkout';

const CartOverlays = onDemand(() => import('~/cart/cart-overlays'));

/** The header's cart with its count; a plain click opens the sidebar. */
export function HeaderCartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <HeaderCart
      count={count}
      href={CART_PATH}
      onOpen={() => dispatch(overlayOpened({ kind: 'sidebar' }))}
    />
  );
}

/** The phone's cart bar (R2.78), while the basket holds something. */
export function MobileCartBar() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  if (!cart || cart.itemCount === 0) return null;
  return (
    <>
      {/* Room below the page's end for the fixed bar (phones only, as the bar). */}
      <div aria-hidden="true" className="h-20 sm:hidden" />
      <MobileCart
        count={cart.itemCount}
        total={cart.subtotal}
        lang={lang}
        storeCurrency={storeCurrency}
        currency={currency}
        onOpen={() => dispatch(overlayOpened({ kind: 'sidebar' }))}
      />
    </>
  );
}

/**
 * The sidebar, Customize, the brand conflict and the Pay in 4 pop-up, from the one overlay
 * union: nothing of them loads until one first opens, and they stay mounted after that (so a
 * closing dialog returns focus to its opener).
 */
export function CartOverlayHost() {
  const overlay = useAppSelector(selectCartOverlay);
  const [used, setUsed] = useState(false);
  if (overlay.kind !== 'none' && !used) setUsed(true);
  return used ? <CartOverlays /> : null;
}
