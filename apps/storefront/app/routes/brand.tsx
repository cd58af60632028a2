import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Link } from '@shop/ui/link';
import { Price } from '@shop/ui/price';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/brand';
import { BrandProducts } from '~/components/brand-products';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { listParams } from '~/lib/list-params';
import { loadRegion, useRememberRegion } from '~/lib/region';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/**
 * A brand's shop: `/brand/{id}`, or inside a region
 * `/activity-types/active/{activityTypeId}/{countryId}/{stateId}/{cityId}/brand/{id}`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const place = params.cityId === undefined ? null : await loadRegion(context, params);
  const { page, categoryId, apiSort } = listParams(request);
  const [brand, categories, products] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getBrand.initiate(id, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(
        catalogApi.endpoints.getCategories.initiate({ brandId: id }, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(
        catalogApi.endpoints.getProducts.initiate(
          { brandId: id, categoryId, sort: apiSort, page },
          { subscribe: false },
        ),
      ),
    ),
  ]);
  // Inside a region, only a brand of that activity type that serves the city exists there.
  if (
    place &&
    (brand.activityTypeId !== place.region.activityTypeId ||
      !brand.cityIds.includes(place.region.cityId))
  ) {
    throw data(null, { status: 404 });
  }
  return { brand, categories, products, categoryId, place };
}

function RememberRegion({
  region,
}: {
  region: NonNullable<Route.ComponentProps['loaderData']['place']>['region'];
}) {
  useRememberRegion(region);
  return null;
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, categories, products, categoryId, place } = loaderData;
  const { t } = useTranslation(['pages', 'catalog', 'content']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const name = localizedName(brand, lang);
  const description = lang === 'ar' ? brand.description : brand.descriptionEn;
  return (
    <>
      {place ? <RememberRegion region={place.region} /> : null}
      <Seo
        title={`${name} · ${t('common:brand.name')}`}
        description={t('brand.metaDescription', { brand: name, description })}
        canonicalPath={`/brand/${brand.id}`}
      />
      <Breadcrumbs
        items={[
          { label: t('nav.home'), href: '/' },
          ...(place
            ? [
                {
                  label: localizedName(place.activityType, lang),
                  href: `/region/${place.activityType.id}`,
                },
                {
                  label: localizedName(place.city, lang),
                  href: `/region/brands/${place.region.activityTypeId}/${place.region.countryId}/${place.region.stateId}/${place.region.cityId}`,
                },
              ]
            : []),
          { label: name },
        ]}
      />
      <header className="mt-4 flex flex-wrap items-center gap-4 rounded-lg border border-brand-200 bg-surface-raised p-4">
        <img src={brand.logo} alt="" width={64} height={64} className="size-16 rounded-full" />
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="text-3xl font-bold">{name}</h1>
          <p className="mt-1 text-ink-muted">{description}</p>
        </div>
        <div className="grid gap-1 text-sm">
          {brand.storeSlug ? (
            <Link
              href={`/stores/${brand.storeSlug}`}
              className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-600"
            >
              {t('content:stores.visitStore')}
            </Link>
          ) : null}
          <div>
            <span className="text-ink-muted">{t('catalog:brandCard.minimumOrder')} </span>
            <Price
              amount={brand.minimumOrder}
              storeCurrency={storeCurrency}
              currency={currency}
              lang={lang}
              size="sm"
            />
          </div>
        </div>
      </header>
      <BrandProducts
        categories={categories}
        products={products}
        categoryId={categoryId}
        title={t('brand.products')}
      />
    </>
  );
}
