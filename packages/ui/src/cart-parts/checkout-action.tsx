import type { Cart } from '@shop/core/cart-state';
import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#link/link-context.tsx';
import { showMoney, type MoneyDisplay } from './money.ts';

/** Props of {@link CheckoutAction}. */
export interface CheckoutActionProps extends MoneyDisplay {
  /** The cart: `canCheckout`, its lines' problems and what the minimum order misses. */
  cart: Pick<Cart, 'canCheckout' | 'lines' | 'minimumOrder' | 'minimumOrderMissing'>;
  lang: Locale;
  /** Where checkout starts. */
  href: string;
  /** Called when the link is followed (e.g. to close the drawer). */
  onNavigate?: () => void;
}

const actionClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
/** The look of the main action (checkout). */
export const primaryActionClass = `${actionClass} bg-brand-700 text-on-strong hover:bg-brand-800`;
/** The look of the secondary action beside it (view cart, continue shopping). */
export const secondaryActionClass = `${actionClass} border border-brand-700 bg-surface-raised text-brand-800 hover:bg-brand-50`;

/**
 * "Checkout": a link while the cart can be ordered; otherwise a button that stays focusable but
 * does nothing (`aria-disabled`), described by why: a line's problem or the missing minimum.
 * Internal: the sidebar and the Cart screen.
 */
export function CheckoutAction({
  cart,
  lang,
  storeCurrency,
  currency,
  href,
  onNavigate,
}: CheckoutActionProps) {
  const { t } = useTranslation('cart');
  const reasonId = useId();
  if (cart.canCheckout) {
    return (
      <Link href={href} onClick={onNavigate} className={primaryActionClass}>
        {t('actions.checkout')}
      </Link>
    );
  }
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const reason = cart.lines.some((line) => line.problems.length > 0)
    ? t('summary.checkoutBlocked')
    : cart.minimumOrderMissing > 0
      ? t('summary.minimumMissing', {
          amount: money(cart.minimumOrderMissing),
          minimum: money(cart.minimumOrder),
        })
      : null;
  return (
    <div className="flex flex-col gap-2">
      {reason ? (
        <p id={reasonId} className="text-sm text-ink-muted">
          {reason}
        </p>
      ) : null}
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={reason ? reasonId : undefined}
        className={`${actionClass} cursor-not-allowed border border-line bg-brand-50 text-ink-muted`}
      >
        {t('actions.checkout')}
      </button>
    </div>
  );
}
