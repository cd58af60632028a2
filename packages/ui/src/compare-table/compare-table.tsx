import { MAX_COMPARE } from '@shop/core/customer-schemas';
import type { ProductDetail, ProductSummary } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { CloseIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';
import { Price } from '#price/price.tsx';
import { formatWeight } from '#product-details/weight.ts';
import { StockBadge } from '#stock-badge/stock-badge.tsx';

/** A product as the compare table needs it: a listing's fields plus brand and category names. */
export type CompareProduct = ProductSummary & Pick<ProductDetail, 'brand' | 'category'>;

/** Props of {@link CompareTable}. */
export interface CompareTableProps {
  /** The products to compare; only the first `MAX_COMPARE` (4) are shown. */
  products: readonly CompareProduct[];
  /** The page's language (names, units, numbers). */
  lang: Locale;
  /** The store currency; prices are in its minor units. */
  storeCurrency: CurrencyInfo;
  /** The currency to show prices in (defaults to the store currency). */
  currency?: CurrencyInfo;
  /** Address of a product's page (its name links there). */
  productHref: (product: CompareProduct) => string;
  /** Called with a product when its "Remove" button is pressed. */
  onRemove: (product: CompareProduct) => void;
  /** A follow-up under the empty state, e.g. a link back to the shop. */
  emptyAction?: ReactNode;
}

const cell = 'border-b border-brand-100 px-3 py-3 align-top text-start';

/**
 * Products side by side (spec: Compare): a real table whose column headers are the products
 * (image and name link, `scope="col"`) and whose row headers (`scope="row"`) are price, brand,
 * category, weight, unit, stock and storage, then a "Remove" button per product. It scrolls
 * sideways on small screens inside a focusable, labelled region, with the row headers kept in
 * view at the inline start. Empty: the `noProducts` empty state.
 *
 * @example
 * ```tsx
 * <CompareTable
 *   products={compared}
 *   lang="ar"
 *   storeCurrency={sar}
 *   productHref={(p) => `/ar/product/${p.slug}`}
 *   onRemove={(p) => dispatch(compareRemoved(p.id))}
 * />
 * ```
 */
export function CompareTable({
  products,
  lang,
  storeCurrency,
  currency,
  productHref,
  onRemove,
  emptyAction,
}: CompareTableProps) {
  const { t } = useTranslation('account');
  const { t: tCatalog } = useTranslation('catalog');
  const shown = products.slice(0, MAX_COMPARE);

  if (shown.length === 0)
    return (
      <EmptyState
        variant="noProducts"
        title={t('compare.emptyTitle')}
        text={t('compare.emptyText')}
        action={emptyAction}
      />
    );

  const rows: [label: string, value: (product: CompareProduct) => ReactNode][] = [
    [
      t('compare.price'),
      (p) => (
        <Price
          amount={p.price}
          compareAt={p.compareAtPrice}
          storeCurrency={storeCurrency}
          currency={currency}
          lang={lang}
          size="sm"
        />
      ),
    ],
    [t('compare.brand'), (p) => localizedName(p.brand, lang)],
    [t('compare.category'), (p) => localizedName(p.category, lang)],
    [t('compare.weight'), (p) => (p.weight ? formatWeight(p.weight, lang, tCatalog) : '—')],
    [t('compare.unit'), (p) => (lang === 'ar' ? p.unit : p.unitEn)],
    [t('compare.stock'), (p) => <StockBadge state={p.stockState} quantity={p.stockQuantity} />],
    [t('compare.storage'), (p) => t(`compare.storageKind.${p.storage}`)],
  ];

  return (
    <div
      role="region"
      aria-label={t('compare.scrollRegion')}
      // Focusable so keyboard users can scroll it sideways (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-brand-100 bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td className={`${cell} sticky start-0 z-10 w-32 bg-surface-raised`} />
            {shown.map((product) => (
              <th key={product.id} scope="col" className={`${cell} min-w-40 font-semibold`}>
                <img
                  src={product.image}
                  alt=""
                  loading="lazy"
                  width={160}
                  height={160}
                  className="mb-2 aspect-square w-full max-w-40 rounded-md bg-brand-50 object-cover"
                />
                <Link
                  href={productHref(product)}
                  className="rounded-sm text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {localizedName(product, lang)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th
                scope="row"
                className={`${cell} sticky start-0 z-10 bg-surface-raised font-semibold text-ink-muted`}
              >
                {label}
              </th>
              {shown.map((product) => (
                <td key={product.id} className={`${cell} text-ink`}>
                  {value(product)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th
              scope="row"
              className={`${cell} sticky start-0 z-10 bg-surface-raised font-semibold text-ink-muted`}
            >
              <span className="sr-only">{t('compare.actions')}</span>
            </th>
            {shown.map((product) => (
              <td key={product.id} className={cell}>
                <button
                  type="button"
                  aria-label={t('compare.removeLabel', { name: localizedName(product, lang) })}
                  onClick={() => onRemove(product)}
                  className="inline-flex min-h-10 items-center gap-1 rounded-md border border-danger-700 px-3 font-semibold text-danger-700 hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700"
                >
                  <CloseIcon className="size-4" />
                  {t('compare.remove')}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
