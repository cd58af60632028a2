// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useGetFavoritesQuery } from '@shop/core/customer';
import { useTranslation } from 'react-i18next';
import { NoFavoritesAdded } from '~/components/no-products-added';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { AccountFrame } from '~/routes/account/layout';

export const loader = () => null;

/** `/my-favorite`: the customer's favourites (guarded by the root middleware). */
export default function MyFavorite() {
  const { t } = useTranslation('account');
  const { data: favorites, isLoading } = useGetFavoritesQuery();
  return (
    <AccountFrame>
      <Seo
        title={`${t('nav.favorites')} · ${t('common:brand.name')}`}
        description={t('nav.favorites')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('nav.favorites')}</h1>
      {isLoading ? null : favorites && favorites.length > 0 ? (
        <ProductGrid products={favorites} label={t('nav.favorites')} headingLevel={2} />
      ) : (
        <NoFavoritesAdded />
      )}
    </AccountFrame>
  );
}
