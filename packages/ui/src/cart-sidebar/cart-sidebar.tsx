import { useTranslation } from 'react-i18next';
import { CartLines } from '#cart-lines/cart-lines.tsx';
import { NoticeRegion } from '#cart-parts/cart-notice.tsx';
import { CheckoutAction, secondaryActionClass } from '#cart-parts/checkout-action.tsx';
import type { CartViewProps } from '#cart-parts/cart-view.ts';
import { CartSummary } from '#cart-summary/cart-summary.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { CloseIcon, SpinnerIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';
import { useNativeDialog } from '#modal-dialog/use-native-dialog.ts';

/** Props of {@link CartSidebar}. */
export interface CartSidebarProps extends CartViewProps {
  /** Whether the drawer is shown (controlled: the cart overlay is `sidebar`). */
  open: boolean;
  /** Called when it closes itself: Escape, the close button, the backdrop or a followed link. */
  onClose: () => void;
  /** The Cart screen ("View cart"). */
  cartHref: string;
}

/**
 * The shared cart sidebar (R2.77): a drawer from the inline end (the right in English, the left
 * in Arabic: logical placement, nothing to mirror by hand) on a native modal `<dialog>`, so the
 * page is inert, focus stays inside, Escape closes and focus returns to what opened it. Its
 * title counts the items (Arabic plurals), then the lines, the summary (minimum order, free
 * shipping, Pay in 4), "View cart" and "Checkout"; empty, it says "No products added" (R8.15).
 * Changes and refusals are announced in a polite live region (`notice`).
 *
 * @example
 * ```tsx
 * <CartSidebar
 *   open={overlay.kind === 'sidebar'}
 *   onClose={() => dispatch(overlayClosed())}
 *   cart={cart}
 *   lang="ar"
 *   storeCurrency={sar}
 *   cartHref="/ar/cart"
 *   checkoutHref="/ar/checkout"
 *   shopHref="/ar"
 *   productHref={(product) => `/ar/product/${product.slug}`}
 *   onQuantityChange={(line, quantity) => updateLine({ lineId: line.id, quantity })}
 *   onRemove={(line) => removeLine(line.id)}
 * />
 * ```
 */
export function CartSidebar({
  open,
  onClose,
  cart,
  lang,
  storeCurrency,
  currency,
  cartHref,
  checkoutHref,
  shopHref,
  productHref,
  onQuantityChange,
  onRemove,
  busyLineIds,
  notice,
  loading = false,
  onPayInFourOpen,
}: CartSidebarProps) {
  const { t } = useTranslation('cart');
  const { titleId, close, dialogProps } = useNativeDialog(open, onClose);
  const money = { lang, storeCurrency, currency };
  const count = cart?.itemCount ?? 0;
  const empty = !cart || cart.lines.length === 0;

  return (
    <dialog
      {...dialogProps}
      // A press on the backdrop lands on the dialog itself (its content fills it): close.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-full max-w-md overflow-hidden bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60 motion-safe:transition-transform motion-safe:duration-300 motion-safe:starting:open:translate-x-full motion-safe:rtl:starting:open:-translate-x-full"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-5 py-3">
            <h2 id={titleId} className="text-xl font-semibold">
              {t('sidebar.title', { count })}
            </h2>
            <button
              type="button"
              aria-label={t('sidebar.close')}
              onClick={close}
              className="grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="px-5">
            <NoticeRegion notice={notice} className="mt-3" />
          </div>
          {!cart && loading ? (
            <p
              aria-busy="true"
              className="flex flex-1 items-center justify-center gap-2 text-ink-muted"
            >
              <SpinnerIcon className="size-5" />
              {t('sidebar.loading')}
            </p>
          ) : empty ? (
            <div className="flex-1 overflow-y-auto">
              <EmptyState
                variant="noProducts"
                title={t('empty.title')}
                text={t('empty.text')}
                headingLevel={3}
                action={
                  <Link href={shopHref} onClick={close} className={secondaryActionClass}>
                    {t('actions.continueShopping')}
                  </Link>
                }
              />
            </div>
          ) : (
            <>
              <div className="flex-1 overflow-y-auto px-5">
                <CartLines
                  lines={cart.lines}
                  {...money}
                  productHref={productHref}
                  onQuantityChange={onQuantityChange}
                  onRemove={onRemove}
                  busyLineIds={busyLineIds}
                  onNavigate={close}
                />
                <div className="border-t border-brand-100 py-4">
                  <CartSummary cart={cart} {...money} onPayInFourOpen={onPayInFourOpen} />
                </div>
              </div>
              <div className="flex flex-col gap-2 border-t border-brand-100 bg-surface px-5 py-4">
                <CheckoutAction cart={cart} {...money} href={checkoutHref} onNavigate={close} />
                <Link href={cartHref} onClick={close} className={secondaryActionClass}>
                  {t('actions.viewCart')}
                </Link>
              </div>
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
