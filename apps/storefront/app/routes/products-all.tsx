import { catalogApi } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/products-all';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { listParams, withParams } from '~/lib/list-params';

/** `/product/all`: every product, paged (not a product whose slug is "all"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, apiSort } = listParams(request);
  const products = await apiData(context, (store) =>
    store.dispatch(
      catalogApi.endpoints.getProducts.initiate({ page, sort: apiSort }, { subscribe: false }),
    ),
  );
  return { products };
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  return (
    <>
      <Seo
        title={`${t('allProducts.title')} · ${t('common:brand.name')}`}
        description={t('allProducts.metaDescription')}
      />
      <Breadcrumbs
        items={[{ label: t('nav.home'), href: '/' }, { label: t('allProducts.title') }]}
      />
      <h1 className="mt-4 mb-6 text-3xl font-bold">{t('allProducts.title')}</h1>
      {products.items.length === 0 ? (
        <EmptyState variant="noProducts" headingLevel={2} />
      ) : (
        <>
          <ProductGrid products={products.items} label={t('allProducts.title')} />
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
    </>
  );
}
