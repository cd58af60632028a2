import type { ProductSummary } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { regionPath, selectRegion } from '@shop/core/region';
import { ProductCard } from '@shop/ui/product-card';
import { ScrollReveal } from '@shop/ui/scroll-reveal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '~/components/favorite-toggle';
import { useAppSelector } from '~/hooks';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/** Where a product's page is: inside the shopper's region when one is chosen (spec §2). */
export function useProductHref() {
  const region = useAppSelector(selectRegion);
  return (slug: string) =>
    `${region ? regionPath(region) : ''}/product/${encodeURIComponent(slug)}`;
}

/** A grid of product cards in the page's language and display currency. */
export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const productHref = useProductHref();
  const { t } = useTranslation('pages');
  const [notice, setNotice] = useState(false);
  return (
    <>
      <p
        role="status"
        className={notice ? 'mb-4 rounded-md bg-brand-50 p-3 text-brand-800' : 'sr-only'}
      >
        {notice ? t('product.cartLater') : ''}
      </p>
      <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ScrollReveal className="h-full">
              <ProductCard
                product={product}
                lang={lang}
                href={productHref(product.slug)}
                storeCurrency={storeCurrency}
                currency={currency}
                onAddToCart={() => setNotice(true)}
                favorite={
                  <FavoriteToggle productId={product.id} name={localizedName(product, lang)} />
                }
                headingLevel={3}
              />
            </ScrollReveal>
          </li>
        ))}
      </ul>
    </>
  );
}
