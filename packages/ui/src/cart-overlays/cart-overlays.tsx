import type { AddCartLineRequest, CartOverlay } from '@shop/core/cart-state';
import type { ProductDetail } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import { lazy, Suspense, useState } from 'react';
import { BrandConflictDialog } from '#brand-conflict-dialog/brand-conflict-dialog.tsx';
import type { MoneyDisplay } from '#cart-parts/money.ts';
import { CartSidebar, type CartSidebarProps } from '#cart-sidebar/cart-sidebar.tsx';
import type { CustomizeModalProps } from '#customize-modal/customize-modal.tsx';

// The customize modal and the Pay in 4 pop-up are chunks of their own, loaded the first time
// they open (or when preloaded), so product pages do not carry them in their first load.
const loadCustomizeModal = () => import('#customize-modal/customize-modal.tsx');
const loadPayInFourDialog = () => import('#pay-in-four/pay-in-four-dialog.tsx');
const CustomizeModal = lazy(() =>
  loadCustomizeModal().then(({ CustomizeModal }) => ({ default: CustomizeModal })),
);
const PayInFourDialog = lazy(() =>
  loadPayInFourDialog().then(({ PayInFourDialog }) => ({ default: PayInFourDialog })),
);

/** Starts loading the customize modal's code, e.g. when a "Customize" button shows. */
export function preloadCustomizeModal(): void {
  void loadCustomizeModal();
}

/** Starts loading the Pay in 4 pop-up's code. */
export function preloadPayInFourDialog(): void {
  void loadPayInFourDialog();
}

type BrandConflictOverlay = Extract<CartOverlay, { kind: 'brandConflict' }>;
type PayInFourOverlay = Extract<CartOverlay, { kind: 'payInFour' }>;

/** Props of {@link CartOverlays}. */
export interface CartOverlaysProps extends MoneyDisplay {
  /** Which overlay is open: the cart slice's `overlay` (`selectCartOverlay`). */
  overlay: CartOverlay;
  /** Called when the open overlay closes itself (dispatch `overlayClosed`). */
  onClose: () => void;
  /** The page's language. */
  lang: Locale;
  /** The sidebar's data and callbacks (all its props but `open`, `onClose` and money). */
  sidebar: Omit<CartSidebarProps, 'open' | 'onClose' | keyof MoneyDisplay>;
  /**
   * The customize modal's: `product` is the detail of the overlay's `productSlug` (null while
   * it loads; the modal opens once it is there).
   */
  customize: Omit<CustomizeModalProps, 'open' | 'onClose' | 'product' | keyof MoneyDisplay> & {
    product: ProductDetail | null;
  };
  /** The brand conflict's (R4.20). */
  brandConflict: {
    /** The basket's brand (`cart.brand`). */
    basketBrand?: { name: string; nameEn: string } | null;
    /** "Reset the basket and add": send `request` again with `replaceBasket: true`. */
    onReset: (request: AddCartLineRequest) => void;
    /** "Continue to checkout" with the basket unchanged. */
    onContinueToCheckout: () => void;
    /** The reset is under way. */
    busy?: boolean;
  };
}

/**
 * Renders the cart's overlays from the one `CartOverlay` union (STYLE.md): the sidebar, the
 * customize modal, the brand-conflict dialog or the Pay in 4 pop-up, never two at once. Each
 * stays mounted after its first opening, so closing it returns focus to its opener; the
 * customize modal and the pop-up load on demand. The app passes the slice's state and callbacks.
 *
 * @example
 * ```tsx
 * <CartOverlays
 *   overlay={useAppSelector(selectCartOverlay)}
 *   onClose={() => dispatch(overlayClosed())}
 *   lang={lang}
 *   storeCurrency={sar}
 *   sidebar={{ cart, cartHref: '/ar/cart', checkoutHref: '/ar/checkout', shopHref: '/ar', … }}
 *   customize={{ product, onUpload, onSubmit, busy, error }}
 *   brandConflict={{ basketBrand: cart?.brand, onReset, onContinueToCheckout }}
 * />
 * ```
 */
export function CartOverlays({
  overlay,
  onClose,
  lang,
  storeCurrency,
  currency,
  sidebar,
  customize,
  brandConflict,
}: CartOverlaysProps) {
  const money = { lang, storeCurrency, currency };
  // The last data of each dialog, kept while it closes (its text stays until it is gone) and
  // so each is mounted from its first opening on.
  const [conflict, setConflict] = useState<BrandConflictOverlay | null>(null);
  const [payInFour, setPayInFour] = useState<PayInFourOverlay | null>(null);
  const [customizeUsed, setCustomizeUsed] = useState(false);
  if (overlay.kind === 'brandConflict' && overlay !== conflict) setConflict(overlay);
  if (overlay.kind === 'payInFour' && overlay !== payInFour) setPayInFour(overlay);
  if (overlay.kind === 'customize' && !customizeUsed) setCustomizeUsed(true);

  const { product, ...customizeProps } = customize;
  const customizeOpen =
    overlay.kind === 'customize' && product !== null && product.slug === overlay.productSlug;

  return (
    <>
      <CartSidebar {...sidebar} {...money} open={overlay.kind === 'sidebar'} onClose={onClose} />
      {conflict ? (
        <BrandConflictDialog
          open={overlay.kind === 'brandConflict'}
          onClose={onClose}
          lang={lang}
          productName={conflict.productName}
          basketBrand={brandConflict.basketBrand}
          onReset={() => brandConflict.onReset(conflict.request)}
          onContinueToCheckout={brandConflict.onContinueToCheckout}
          busy={brandConflict.busy}
        />
      ) : null}
      {customizeUsed && product ? (
        <Suspense fallback={null}>
          <CustomizeModal
            {...customizeProps}
            {...money}
            product={product}
            open={customizeOpen}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
      {payInFour ? (
        <Suspense fallback={null}>
          <PayInFourDialog
            {...money}
            amount={payInFour.amount}
            open={overlay.kind === 'payInFour'}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
