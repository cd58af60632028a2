// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useGetCompareQuery, useRemoveCompareMutation } from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { CompareTable } from '@shop/ui/compare-table';
import { useTranslation } from 'react-i18next';
import { BrowseProductsLink } from '~/components/no-products-added';
import { useProductHref } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import { AccountFrame } from '~/routes/account/layout';

export const loader = () => null;

/** `/compare`: up to four products side by side (spec §2 Compare screen). */
export default function Compare() {
  const { t } = useTranslation('account');
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const productHref = useProductHref();
  const { data: products = [] } = useGetCompareQuery();
  const [remove] = useRemoveCompareMutation();
  return (
    <AccountFrame>
      <Seo
        title={`${t('nav.compare')} · ${t('common:brand.name')}`}
        description={t('nav.compare')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('nav.compare')}</h1>
      <CompareTable
        products={products}
        lang={lang}
        storeCurrency={storeCurrency}
        currency={currency}
        productHref={(product) => productHref(product.slug)}
        onRemove={(product) => void remove(product.id)}
        emptyAction={<BrowseProductsLink />}
      />
    </AccountFrame>
  );
}
