import { selectLocale } from '@shop/core/locale';
import { storesApi } from '@shop/core/stores';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Pagination } from '@shop/ui/pagination';
import { StoreCard } from '@shop/ui/store-card';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/stores';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { pageParam, withParams } from '~/lib/list-params';

/** `/stores` (R2.60; R2.69: the route is ours): the sellers' stores, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const stores = await apiData(context, (store) =>
    store.dispatch(storesApi.endpoints.getStores.initiate({ page }, { subscribe: false })),
  );
  return { stores };
}

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const { stores } = loaderData;
  const { t } = useTranslation(['content', 'pages']);
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  return (
    <>
      <Seo
        title={`${t('stores.title')} · ${t('common:brand.name')}`}
        description={t('stores.metaDescription')}
        canonicalParams={['page']}
      />
      <Breadcrumbs
        items={[{ label: t('pages:nav.home'), href: '/' }, { label: t('stores.title') }]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('stores.title')}</h1>
      <p className="mt-2 mb-6 max-w-prose text-ink-muted">{t('stores.intro')}</p>
      {stores.items.length === 0 ? (
        <EmptyState
          variant="noProducts"
          title={t('stores.empty')}
          text={t('stores.metaDescription')}
          headingLevel={2}
        />
      ) : (
        <>
          <ul
            aria-label={t('stores.listLabel')}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {stores.items.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} lang={lang} href={`/stores/${store.slug}`} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination
              page={stores.page}
              totalPages={stores.totalPages}
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
