import type { SearchResult } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';

/** A brand or category to filter by, with how many matches it has. */
export type FacetOption = SearchResult['facets']['brands'][number];

/** The chosen filters; prices in minor units of the store currency. */
export interface FacetsValue {
  brandIds: number[];
  categoryIds: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
}

/** No filter at all. */
export const emptyFacets: FacetsValue = { brandIds: [], categoryIds: [], inStock: false };

/** Props of {@link Facets}. */
export interface FacetsProps {
  /** Brands among the matches (from the search result's facets). */
  brands: FacetOption[];
  /** Categories among the matches. */
  categories: FacetOption[];
  /** Lowest and highest price among the matches (minor units), shown as placeholders. */
  priceBounds?: { min: number; max: number } | null;
  /** The store currency: the price filter is in its units. */
  currency: Pick<CurrencyInfo, 'code' | 'minorUnits'>;
  /** The filters in use (controlled). */
  value: FacetsValue;
  /** Called with the new filters on every change (price fields on blur or Enter). */
  onChange: (value: FacetsValue) => void;
  /** The page's language (names and numbers). */
  lang: Locale;
  /** Heading level of "Filters" in the page outline (default 2). */
  headingLevel?: 2 | 3;
}

const toMajor = (minor: number | undefined, units: number) =>
  minor === undefined ? '' : String(minor / 10 ** units);

function toMinor(major: string, units: number): number | undefined {
  const number = Number.parseFloat(major.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 10 ** units) : undefined;
}

const toggle = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Search and listing filters: brand and category checkbox groups with match counts, a price
 * range (minimum and maximum in the store currency's major units, applied on blur or Enter), an
 * "In stock only" switch and "Clear filters". Controlled: `value` in, `onChange` out.
 *
 * @example
 * ```tsx
 * <Facets
 *   brands={result.facets.brands}
 *   categories={result.facets.categories}
 *   priceBounds={result.facets.price}
 *   currency={sar}
 *   value={filters}
 *   onChange={setFilters}
 *   lang="ar"
 * />
 * ```
 */
export function Facets({
  brands,
  categories,
  priceBounds,
  currency,
  value,
  onChange,
  lang,
  headingLevel = 2,
}: FacetsProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const units = currency.minorUnits;

  // Price fields keep what is typed until it is applied; a new `value` (e.g. cleared) resets them.
  const [draft, setDraft] = useState({
    min: toMajor(value.minPrice, units),
    max: toMajor(value.maxPrice, units),
  });
  const [shown, setShown] = useState({ min: value.minPrice, max: value.maxPrice });
  if (shown.min !== value.minPrice || shown.max !== value.maxPrice) {
    setShown({ min: value.minPrice, max: value.maxPrice });
    setDraft({ min: toMajor(value.minPrice, units), max: toMajor(value.maxPrice, units) });
  }

  const applyPrice = () => {
    const minPrice = toMinor(draft.min, units);
    const maxPrice = toMinor(draft.max, units);
    if (minPrice !== value.minPrice || maxPrice !== value.maxPrice)
      onChange({ ...value, minPrice, maxPrice });
  };
  const onPriceKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyPrice();
    }
  };

  const active =
    value.brandIds.length > 0 ||
    value.categoryIds.length > 0 ||
    value.minPrice !== undefined ||
    value.maxPrice !== undefined ||
    value.inStock;

  const group = (key: 'brandIds' | 'categoryIds', legend: string, options: FacetOption[]) =>
    options.length > 0 ? (
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">{legend}</legend>
        <ul className="grid gap-1.5">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={value[key].includes(option.id)}
                  onChange={() => onChange({ ...value, [key]: toggle(value[key], option.id) })}
                  className={`size-4 shrink-0 accent-brand-700 ${focusRing}`}
                />
                <span className="flex-1">{localizedName(option, lang)}</span>{' '}
                <span className="text-ink-muted tabular-nums">
                  {formatNumber(option.count, lang)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    ) : null;

  const priceInput = (which: 'min' | 'max') => (
    <label className="grid flex-1 gap-1 text-xs text-ink-muted">
      {t(`facets.${which}`)}
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step={1 / 10 ** units}
        placeholder={priceBounds ? formatNumber(priceBounds[which] / 10 ** units, lang) : undefined}
        value={draft[which]}
        onChange={(event) => setDraft({ ...draft, [which]: event.target.value })}
        onBlur={applyPrice}
        onKeyDown={onPriceKeyDown}
        className={`min-h-10 w-full min-w-0 rounded-md border border-line bg-surface-raised px-2 text-sm text-ink placeholder:text-ink-muted ${focusRing}`}
      />
    </label>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <Heading id={`${id}-heading`} className="text-lg font-bold text-ink">
          {t('facets.label')}
        </Heading>
        {active ? (
          <button
            type="button"
            onClick={() => onChange(emptyFacets)}
            className={`rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${focusRing}`}
          >
            {t('facets.clear')}
          </button>
        ) : null}
      </div>
      <label className="flex cursor-pointer items-center justify-between gap-3 text-sm font-semibold text-ink">
        {t('facets.inStock')}
        <input
          type="checkbox"
          role="switch"
          checked={value.inStock}
          onChange={() => onChange({ ...value, inStock: !value.inStock })}
          className="peer sr-only"
        />
        {/* The knob sits at the inline start when off and the inline end when on: it mirrors. */}
        <span
          aria-hidden="true"
          className="flex h-6 w-11 shrink-0 items-center justify-start rounded-full bg-ink-muted p-0.5 peer-checked:justify-end peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          <span className="size-5 rounded-full bg-on-strong shadow" />
        </span>
      </label>
      {group('brandIds', t('facets.brands'), brands)}
      {group('categoryIds', t('facets.categories'), categories)}
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">
          {t('facets.price', { currency: currency.code })}
        </legend>
        <div className="flex gap-2">
          {priceInput('min')}
          {priceInput('max')}
        </div>
      </fieldset>
    </section>
  );
}
