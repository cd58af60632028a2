import type { ProductSort } from '@shop/core/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Sort orders in menu order; the record makes adding one to core's `productSorts` a type error here. */
const sortOrder: Record<ProductSort, number> = {
  relevance: 0,
  price_asc: 1,
  price_desc: 2,
  newest: 3,
  name: 4,
};
export const sortOptions = (Object.keys(sortOrder) as ProductSort[]).sort(
  (a, b) => sortOrder[a] - sortOrder[b],
);

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The sort order in use. */
  value: ProductSort;
  /** Called with the chosen sort order. */
  onChange: (sort: ProductSort) => void;
  /** Sort orders to offer (default all; e.g. leave out `relevance` outside search). */
  options?: readonly ProductSort[];
}

/**
 * A labelled native select of product sort orders: relevance, price low to high, price high to
 * low, newest, name.
 *
 * @example
 * ```tsx
 * <SortSelect value={query.sort} onChange={(sort) => setSearchParams({ ...params, sort })} />
 * ```
 */
export function SortSelect({ value, onChange, options = sortOptions }: SortSelectProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className="min-h-10 rounded-md border border-line bg-surface-raised ps-3 pe-8 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
