import type { Currency } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link CurrencySwitch}. */
export interface CurrencySwitchProps {
  /** The currencies prices can be shown in (from the API). */
  currencies: Currency[];
  /** Code of the currency shown now, e.g. "SAR". */
  value: string;
  /** Called with the chosen currency's code. */
  onChange: (code: string) => void;
  /** The page's language (currency names). */
  lang: Locale;
  /** Show the "Currency" label visibly (default: only for screen readers, as in the header). */
  showLabel?: boolean;
  /**
   * Renders the select disabled, e.g. while a server-rendered page hydrates, so a choice that
   * nothing would handle yet is not silently lost. It keeps its look; only the cursor tells.
   */
  disabled?: boolean;
}

/**
 * A labelled native select of currencies, each as "SAR · Saudi riyal" in the page's language
 * (on a phone the closed select shows the code only; the picker shows the names).
 * Native, so it is keyboard and screen-reader friendly everywhere and opens the phone's picker.
 *
 * @example
 * ```tsx
 * <CurrencySwitch currencies={currencies} value={code} onChange={setCurrency} lang="ar" />
 * ```
 */
export function CurrencySwitch({
  currencies,
  value,
  onChange,
  lang,
  showLabel = false,
  disabled = false,
}: CurrencySwitchProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {t('currencySwitch.label')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 max-w-24 rounded-full border border-brand-600 bg-surface-raised ps-3 pe-8 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:max-w-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-progress"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {`${currency.code} · ${localizedName(currency, lang)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
