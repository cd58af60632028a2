import type { Locale } from '@shop/core/i18n';
import { convertFromStore, formatMoney, type CurrencyInfo } from '@shop/core/money';
import { useTranslation } from 'react-i18next';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The price in minor units of `storeCurrency` (e.g. 1050 for SAR 10.50). */
  amount: number;
  /** The former price in minor units of `storeCurrency`; struck through when above `amount`. */
  compareAt?: number | null;
  /** The currency the store prices in; `amount` and `compareAt` are in its minor units. */
  storeCurrency: CurrencyInfo;
  /** The currency to show (defaults to `storeCurrency`); another one converts and adds a note. */
  currency?: CurrencyInfo;
  /** The page's language (number format and currency symbol). */
  lang: Locale;
  /** Text size: `sm` in lists, `md` on cards, `lg` on the product page. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the wrapper. */
  className?: string;
}

const sizes = {
  sm: { now: 'text-sm font-semibold', was: 'text-xs', note: 'text-xs' },
  md: { now: 'text-lg font-bold', was: 'text-sm', note: 'text-xs' },
  lg: { now: 'text-2xl font-bold', was: 'text-base', note: 'text-sm' },
} as const;

/**
 * A price with its optional former price. Amounts come in the store currency and are shown in
 * `currency` (converted for display only; the API charges the store currency), with a
 * "Converted from SAR 10.50" note when the two differ. The former price is struck through and
 * announced as "Was …", the current one as "Now …", since screen readers do not read strike-through.
 *
 * @example
 * ```tsx
 * <Price amount={product.price} compareAt={product.compareAtPrice} storeCurrency={sar} currency={usd} lang="ar" />
 * ```
 */
export function Price({
  amount,
  compareAt,
  storeCurrency,
  currency = storeCurrency,
  lang,
  size = 'md',
  className,
}: PriceProps) {
  const { t } = useTranslation('catalog');
  const show = (minor: number) =>
    formatMoney(convertFromStore(minor, storeCurrency, currency), currency, lang);
  const discounted = compareAt != null && compareAt > amount;
  const converted = currency.code !== storeCurrency.code;
  const style = sizes[size];

  return (
    <span
      className={['inline-flex flex-wrap items-baseline gap-x-2 text-start', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={`${style.now} ${discounted ? 'text-brand-800' : 'text-ink'}`}>
        {discounted ? <span className="sr-only">{`${t('price.now')} `}</span> : null}
        <bdi>{show(amount)}</bdi>
      </span>
      {/* Whitespace between the parts, so they are read as separate words (flex ignores it). */}
      {discounted || converted ? ' ' : null}
      {discounted ? (
        <s className={`${style.was} text-ink-muted`}>
          <span className="sr-only">{`${t('price.was')} `}</span>
          <bdi>{show(compareAt)}</bdi>
        </s>
      ) : null}
      {discounted && converted ? ' ' : null}
      {converted ? (
        <span className={`${style.note} basis-full text-ink-muted`}>
          {t('price.convertedFrom', { amount: formatMoney(amount, storeCurrency, lang) })}
        </span>
      ) : null}
    </span>
  );
}
