import type { Category, ProductPage } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { EmptyState } from '@shop/ui/empty-state';
import { Link } from '@shop/ui/link';
import { Pagination } from '@shop/ui/pagination';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ProductGrid } from '~/components/product-grid';
import { useAppSelector } from '~/hooks';
import { withParams } from '~/lib/list-params';

/**
 * A brand's products with its categories to filter by (`?category=`) and pages (`?page=`), as
 * the brand's page and its store's page show them. `title` heads the products when no category is
 * chosen.
 */
export function BrandProducts({
  categories,
  products,
  categoryId,
  title,
}: {
  categories: Category[];
  products: ProductPage;
  categoryId: number | undefined;
  title: string;
}) {
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const headingId = useId();
  const category = categories.find((c) => c.id === categoryId);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t('brand.categories')}>
        <h2 className="text-lg font-semibold">{t('brand.categories')}</h2>
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col">
          <li>
            <Link
              href={withParams(pathname, search, { category: undefined, page: undefined })}
              aria-current={categoryId === undefined ? 'page' : undefined}
              className="block rounded-md px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {t('brand.allCategories')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                href={withParams(pathname, search, { category: c.id, page: undefined })}
                aria-current={c.id === categoryId ? 'page' : undefined}
                className="block rounded-md px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {localizedName(c, lang)}{' '}
                <span className="text-sm opacity-80">({c.productCount})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-4 text-xl font-semibold">
          {category ? localizedName(category, lang) : title}
        </h2>
        {products.items.length === 0 ? (
          <EmptyState variant="noProducts" headingLevel={3} />
        ) : (
          <>
            <ProductGrid products={products.items} label={title} />
            <div className="mt-6">
              <Pagination
                page={products.page}
                totalPages={products.totalPages}
                lang={lang}
                hrefFor={(page) =>
                  withParams(pathname, search, { page: page === 1 ? undefined : page })
                }
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
