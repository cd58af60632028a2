// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useGetFavoritesQuery } from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { NoFavoritesAdded } from '~/components/no-products-added';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { pageParam, withParams } from '~/lib/list-params';
import { AccountFrame } from '~/routes/account/layout';

export const loader = () => null;

/** `/my-favorite`: the customer's favourites (guarded by the root middleware). */
export default function MyFavorite() {
  const { t } = useTranslation('account');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { data: favorites, isLoading } = useGetFavoritesQuery({ page: pageParam(params) });
  return (
    <AccountFrame>
      <Seo
        title={`${t('nav.favorites')} · ${t('common:brand.name')}`}
        description={t('nav.favorites')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('nav.favorites')}</h1>
      {isLoading ? null : favorites && favorites.total > 0 ? (
        <>
          <ProductGrid products={favorites.items} label={t('nav.favorites')} headingLevel={2} />
          <div className="mt-8">
            <Pagination
              page={favorites.page}
              totalPages={favorites.totalPages}
              lang={lang}
              hrefFor={(page) =>
                withParams(pathname, search, { page: page === 1 ? undefined : page })
              }
            />
          </div>
        </>
      ) : (
        <NoFavoritesAdded />
      )}
    </AccountFrame>
  );
}
