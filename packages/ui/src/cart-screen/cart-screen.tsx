import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLines } from '#cart-lines/cart-lines.tsx';
import { NoticeRegion } from '#cart-parts/cart-notice.tsx';
import { CheckoutAction, secondaryActionClass } from '#cart-parts/checkout-action.tsx';
import type { CartViewProps } from '#cart-parts/cart-view.ts';
import { CartSummary } from '#cart-summary/cart-summary.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { SpinnerIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link CartScreen}. */
export type CartScreenProps = CartViewProps;

/**
 * The body of the Cart screen (R2.50): the page heading with the item count, the lines (with
 * steppers, remove and their problems), and beside them (below on a phone) the order summary
 * with "Checkout" and "Continue shopping". An empty cart says "No products added" (R8.15).
 *
 * @example
 * ```tsx
 * <CartScreen cart={cart} lang="en" storeCurrency={sar} checkoutHref="/en/checkout" shopHref="/en" … />
 * ```
 */
export function CartScreen({
  cart,
  lang,
  storeCurrency,
  currency,
  checkoutHref,
  shopHref,
  productHref,
  onQuantityChange,
  onRemove,
  busyLineIds,
  notice,
  loading = false,
  onPayInFourOpen,
}: CartScreenProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const money = { lang, storeCurrency, currency };
  const empty = !cart || cart.lines.length === 0;

  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3">
        <h1 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
          {t('screen.title')}
        </h1>
        {cart && !empty ? (
          <p className="text-ink-muted">{t('itemCount', { count: cart.itemCount })}</p>
        ) : null}
      </div>
      <NoticeRegion notice={notice} className="mb-4" />
      {!cart && loading ? (
        <p aria-busy="true" className="flex items-center justify-center gap-2 py-16 text-ink-muted">
          <SpinnerIcon className="size-5" />
          {t('sidebar.loading')}
        </p>
      ) : empty ? (
        <EmptyState
          variant="noProducts"
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Link href={shopHref} className={secondaryActionClass}>
              {t('actions.continueShopping')}
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-xl border border-brand-100 bg-surface-raised px-4 sm:px-6">
            <CartLines
              lines={cart.lines}
              {...money}
              productHref={productHref}
              onQuantityChange={onQuantityChange}
              onRemove={onRemove}
              busyLineIds={busyLineIds}
              headingLevel={2}
            />
          </div>
          <div className="rounded-xl border border-brand-100 bg-surface-raised p-4 sm:p-6 lg:sticky lg:top-4">
            <CartSummary cart={cart} {...money} onPayInFourOpen={onPayInFourOpen} headingLevel={2}>
              <div className="flex flex-col gap-2">
                <CheckoutAction cart={cart} {...money} href={checkoutHref} />
                <Link href={shopHref} className={secondaryActionClass}>
                  {t('actions.continueShopping')}
                </Link>
              </div>
            </CartSummary>
          </div>
        </div>
      )}
    </section>
  );
}
