import { collectionsApi } from '@shop/core/collections';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Pagination } from '@shop/ui/pagination';
import { SortSelect } from '@shop/ui/sort-select';
import { useTranslation } from 'react-i18next';
import { data, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/collection';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { publicOrigin } from '~/config.server';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { listParams, withParams } from '~/lib/list-params';

/** A collection's slug: lower-case words joined by hyphens (anything else is no page). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/collections/{slug}` (issue 16): a published collection, curated or by rule, with a page of
 * its products; 404 for an unknown collection or a draft.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!slug || slug.length > 60 || !SLUG.test(slug)) throw data(null, { status: 404 });
  const { page, sort, apiSort } = listParams(request);
  const collection = await apiData(context, (store) =>
    store.dispatch(
      collectionsApi.endpoints.getCollection.initiate(
        { slug, page, sort: apiSort },
        { subscribe: false },
      ),
    ),
  );
  return { collection, sort: sort ?? 'relevance', origin: publicOrigin() };
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  const { collection, sort, origin } = loaderData;
  const navigate = useNavigate();
  const { t } = useTranslation(['content', 'pages']);
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const title = lang === 'ar' ? collection.title : collection.titleEn;
  const description = lang === 'ar' ? collection.description : collection.descriptionEn;
  const { products } = collection;
  const first = (products.page - 1) * products.pageSize;
  return (
    <>
      <Seo
        title={`${title} · ${t('common:brand.name')}`}
        description={description}
        canonicalParams={['page']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: title,
          description,
          inLanguage: lang,
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: products.total,
            itemListElement: products.items.map((product, index) => ({
              '@type': 'ListItem',
              position: first + index + 1,
              url: `${origin}/product/${product.slug}`,
              name: lang === 'ar' ? product.name : product.nameEn,
            })),
          },
        }}
      />
      <Breadcrumbs
        items={[
          { label: t('pages:nav.home'), href: '/' },
          { label: t('collections.title'), href: '/collections' },
          { label: title },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{description}</p>
      <h2 className="mt-8 mb-4 text-xl font-semibold">{t('collections.products')}</h2>
      {products.items.length === 0 ? (
        <EmptyState variant="noProducts" headingLevel={2} />
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <SortSelect
              value={sort}
              onChange={(next) =>
                void navigate(
                  withParams(pathname, search, {
                    sort: next === 'relevance' ? undefined : next,
                    page: undefined,
                  }),
                  { preventScrollReset: true },
                )
              }
            />
          </div>
          <ProductGrid products={products.items} label={t('collections.products')} />
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
