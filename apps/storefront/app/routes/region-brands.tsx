import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { regionPath } from '@shop/core/region';
import { BrandCard } from '@shop/ui/brand-card';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/region-brands';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { loadRegion, useRememberRegion } from '~/lib/region';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/** `/region/brands/{activityTypeId}/{countryId}/{stateId}/{cityId}`: the shops serving a city. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const place = await loadRegion(context, params);
  const brands = await apiData(context, (store) =>
    store.dispatch(
      catalogApi.endpoints.getBrands.initiate(
        { activityTypeId: place.region.activityTypeId, cityId: place.region.cityId },
        { subscribe: false },
      ),
    ),
  );
  return { ...place, brands };
}

export default function RegionBrands({ loaderData }: Route.ComponentProps) {
  const { region, activityType, city, brands } = loaderData;
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  useRememberRegion(region);
  const names = {
    activityType: localizedName(activityType, lang),
    city: localizedName(city, lang),
  };
  return (
    <>
      <Seo
        title={`${t('brands.title', names)} · ${t('common:brand.name')}`}
        description={t('brands.metaDescription', names)}
      />
      <Breadcrumbs
        items={[
          { label: t('nav.home'), href: '/' },
          { label: names.activityType, href: `/region/${activityType.id}` },
          { label: names.city },
        ]}
      />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t('brands.title', names)}</h1>
        <Link
          href={`/region/${activityType.id}`}
          className="text-brand-700 underline underline-offset-4"
        >
          {t('brands.changeCity')}
        </Link>
      </div>
      {brands.length === 0 ? (
        <div className="mt-6">
          <EmptyState variant="noProducts" headingLevel={2} />
        </div>
      ) : (
        <ul
          aria-label={t('brands.listLabel')}
          className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard
                brand={brand}
                lang={lang}
                href={`${regionPath(region)}/brand/${brand.id}`}
                storeCurrency={storeCurrency}
                currency={currency}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
