import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Link } from '@shop/ui/link';
import { Pagination } from '@shop/ui/pagination';
import { Price } from '@shop/ui/price';
import { useTranslation } from 'react-i18next';
import { data, useLocation } from 'react-router';
import type { Route } from './+types/brand';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { listParams, withParams } from '~/lib/list-params';
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
  const { t } = useTranslation(['pages', 'catalog']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const { pathname, search } = useLocation();
  const name = localizedName(brand, lang);
  const description = lang === 'ar' ? brand.description : brand.descriptionEn;
  const category = categories.find((c) => c.id === categoryId);
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
        <div className="text-sm">
          <span className="text-ink-muted">{t('catalog:brandCard.minimumOrder')} </span>
          <Price
            amount={brand.minimumOrder}
            storeCurrency={storeCurrency}
            currency={currency}
            lang={lang}
            size="sm"
          />
        </div>
      </header>
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
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="mb-4 text-xl font-semibold">
            {category ? localizedName(category, lang) : t('brand.products')}
          </h2>
          {products.items.length === 0 ? (
            <EmptyState variant="noProducts" headingLevel={3} />
          ) : (
            <>
              <ProductGrid products={products.items} label={t('brand.products')} />
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
    </>
  );
}
