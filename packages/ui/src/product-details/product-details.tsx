import type { ProductDetail } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { Link } from '#link/link-context.tsx';
import { StockBadge } from '#stock-badge/stock-badge.tsx';
import { formatWeight } from '#product-details/weight.ts';

/** The fields {@link ProductDetails} lists (a product detail has them all). */
export type ProductDetailsProduct = Pick<
  ProductDetail,
  'sku' | 'stockState' | 'stockQuantity' | 'weight' | 'unit' | 'unitEn' | 'brand' | 'category'
>;

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  /** The product (`GET Product/{slug}`). */
  product: ProductDetailsProduct;
  /** The page's language. */
  lang: Locale;
  /** Address of the brand's page; the brand name links there when given. */
  brandHref?: string;
  /** Address of the category's listing; the category name links there when given. */
  categoryHref?: string;
}

const linkClass =
  'rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The product's labels (spec §3) as a description list: SKU, stock status, items left (while
 * available), weight, brand, category and unit. Weight shows in the unit a shopper reads best,
 * as on grocery labels: 1000 g or more in kilograms ("1.5 KG"), under 1 kg in grams ("500 GRM");
 * Arabic "1.5 كجم", "500 جم". Rows without data (no weight) are left out.
 *
 * @example
 * ```tsx
 * <ProductDetails product={product} lang="en" brandHref={`/brand/${product.brand.id}`} />
 * ```
 */
export function ProductDetails({ product, lang, brandHref, categoryHref }: ProductDetailsProps) {
  const { t } = useTranslation('catalog');
  const brand = localizedName(product.brand, lang);
  const category = localizedName(product.category, lang);
  const rows: [label: string, value: ReactNode][] = [
    [
      t('details.sku'),
      <bdi key="sku" className="font-mono">
        {product.sku}
      </bdi>,
    ],
    [t('details.stock'), <StockBadge key="stock" state={product.stockState} />],
  ];
  if (product.stockState === 'available')
    rows.push([t('details.itemsLeft'), formatNumber(product.stockQuantity, lang)]);
  if (product.weight) rows.push([t('details.weight'), formatWeight(product.weight, lang, t)]);
  rows.push(
    [
      t('details.brand'),
      brandHref ? (
        <Link key="brand" href={brandHref} className={linkClass}>
          {brand}
        </Link>
      ) : (
        brand
      ),
    ],
    [
      t('details.category'),
      categoryHref ? (
        <Link key="category" href={categoryHref} className={linkClass}>
          {category}
        </Link>
      ) : (
        category
      ),
    ],
    [t('details.unit'), lang === 'ar' ? product.unit : product.unitEn],
  );

  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="col-span-2 grid grid-cols-subgrid items-center">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
