import type { Locale } from '@shop/core/i18n';
import { convertFromStore, formatMoney, type CurrencyInfo } from '@shop/core/money';
import { useTranslation } from 'react-i18next';
import { splitInFour } from './pay-in-four-split.ts';

/** Props of {@link PayInFourPromo}. */
export interface PayInFourPromoProps {
  /** The price or basket total in minor units of `storeCurrency`. */
  amount: number;
  /** The page's language. */
  lang: Locale;
  /** The currency the store prices in. */
  storeCurrency: CurrencyInfo;
  /** The currency to show (defaults to `storeCurrency`); converted before splitting. */
  currency?: CurrencyInfo;
  /** Opens the pop-up that explains the offer (`PayInFourDialog`); without it, no button. */
  onLearnMore?: () => void;
}

/**
 * The buy-now-pay-later promo (R2.88): "Pay in 4 · 4 interest-free payments of SAR 2.51", the
 * first of the four payments (they add up exactly, {@link splitInFour}), and "Learn more", which
 * opens the explanation (R2.87). Tiny on purpose: the pop-up is its own entry, loaded on demand.
 *
 * @example
 * ```tsx
 * <PayInFourPromo amount={product.price} lang="ar" storeCurrency={sar} onLearnMore={openPopUp} />
 * ```
 */
export function PayInFourPromo({
  amount,
  lang,
  storeCurrency,
  currency = storeCurrency,
  onLearnMore,
}: PayInFourPromoProps) {
  const { t } = useTranslation('cart');
  const [first] = splitInFour(convertFromStore(amount, storeCurrency, currency));
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-ink">
      <p className="text-start">
        <strong className="font-bold text-brand-800">{t('payInFour.title')}</strong>
        {' · '}
        {t('payInFour.promo', { amount: formatMoney(first, currency, lang) })}
      </p>
      {onLearnMore ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('payInFour.learnMoreLabel')}
          onClick={onLearnMore}
          className="min-h-10 rounded-md px-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('payInFour.learnMore')}
        </button>
      ) : null}
    </div>
  );
}
