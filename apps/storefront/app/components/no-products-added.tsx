import { EmptyState } from '@shop/ui/empty-state';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';

/** Back to the catalogue from an empty list: where the products to add are. */
export function BrowseProductsLink() {
  const { t } = useTranslation('account');
  return (
    <Link
      href="/product/all"
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t('emptyList.browse')}
    </Link>
  );
}

/**
 * The wishlist with nothing in it (spec R8.15 "no products added"), not the catalogue's "no
 * products yet": the shopper has not added any, so it says so and leads back to the products.
 */
export function NoFavoritesAdded() {
  const { t } = useTranslation('account');
  return (
    <EmptyState
      variant="noProducts"
      headingLevel={2}
      title={t('favorites.emptyTitle')}
      text={t('favorites.emptyText')}
      action={<BrowseProductsLink />}
    />
  );
}
