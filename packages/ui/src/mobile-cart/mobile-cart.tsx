import type { Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { BasketIcon } from '#icons/icons.tsx';

/** From which width up the bar is hidden (the header's cart takes over), or `never`. */
export type MobileCartHiddenFrom = 'sm' | 'md' | 'lg' | 'never';

const hiddenFromClass: Record<MobileCartHiddenFrom, string> = {
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
  never: '',
};

/** Props of {@link MobileCart}. */
export interface MobileCartProps extends MoneyDisplay {
  /** Units in the cart (`cart.itemCount`). */
  count: number;
  /** The cart's subtotal in minor units of the store currency. */
  total: number;
  /** The page's language. */
  lang: Locale;
  /** Opens the cart (the sidebar). */
  onOpen: () => void;
  /** From which breakpoint up the bar is hidden (default `sm`: phones only). */
  hiddenFrom?: MobileCartHiddenFrom;
}

/**
 * The shared mobile cart (R2.78): a bar fixed to the bottom of a phone-width screen with the
 * count and total that opens the cart. Its button's name holds both ("View cart, 3 items, SAR
 * 45.00", Arabic plurals). It sits over the page's end: give the page bottom padding (about
 * 5rem) where it shows. Clears the phone's home indicator (safe area).
 *
 * @example
 * ```tsx
 * <MobileCart count={cart.itemCount} total={cart.subtotal} lang="ar" storeCurrency={sar} onOpen={openSidebar} />
 * ```
 */
export function MobileCart({
  count,
  total,
  lang,
  storeCurrency,
  currency,
  onOpen,
  hiddenFrom = 'sm',
}: MobileCartProps) {
  const { t } = useTranslation('cart');
  const amount = showMoney(total, { lang, storeCurrency, currency });
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-surface-raised px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] ${hiddenFromClass[hiddenFrom]}`}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg bg-brand-700 px-4 text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {/* The name, with its commas; the visible parts below say the same, in this order. */}
        <span className="sr-only">{t('mobile.label', { count, total: amount })}</span>
        <span aria-hidden="true" className="flex items-center gap-3">
          <span className="relative">
            <BasketIcon className="size-6" />
            <span className="absolute -end-2.5 -top-2 grid h-5 min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-900 tabular-nums">
              {count > 99 ? '99+' : count}
            </span>
          </span>
          <span className="font-semibold">{t('mobile.view')}</span>
        </span>
        <span aria-hidden="true" className="flex items-center gap-2">
          <span className="text-sm text-brand-100">{t('itemCount', { count })}</span>
          <bdi className="font-bold">{amount}</bdi>
        </span>
      </button>
    </div>
  );
}
