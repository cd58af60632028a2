import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { STORE_SLUG_PATTERN, storesApi } from '@shop/core/stores';
import { BrandCard } from '@shop/ui/brand-card';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { StoreRating } from '@shop/ui/store-card';
import { useTranslation } from 'react-i18next';
import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/store';
import { BrandProducts } from '~/components/brand-products';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { listParams } from '~/lib/list-params';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import type { loader as rootLoader } from '~/root';

/**
 * `/stores/{slug}` (R2.61): a seller's store — its rating, the cities it delivers to, its brands
 * with their delivery speeds and minimum order, and the products of one of its brands
 * (`?brand=`, the first by default) with the catalog's category filter and pages.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!STORE_SLUG_PATTERN.test(slug) || slug.length > 80) throw data(null, { status: 404 });
  const store = await apiData(context, (s) =>
    s.dispatch(storesApi.endpoints.getStore.initiate(slug, { subscribe: false })),
  );
  const chosen = Number(new URL(request.url).searchParams.get('brand'));
  const brand = store.brands.find((b) => b.id === chosen) ?? store.brands[0];
  if (!brand)
    return { store, brandId: undefined, categories: [], products: null, categoryId: undefined };
  const { page, categoryId, apiSort } = listParams(request);
  const [categories, products] = await Promise.all([
    apiData(context, (s) =>
      s.dispatch(
        catalogApi.endpoints.getCategories.initiate({ brandId: brand.id }, { subscribe: false }),
      ),
    ),
    apiData(context, (s) =>
      s.dispatch(
        catalogApi.endpoints.getProducts.initiate(
          { brandId: brand.id, categoryId, sort: apiSort, page },
          { subscribe: false },
        ),
      ),
    ),
  ]);
  return { store, brandId: brand.id, categories, products, categoryId };
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { store, brandId, categories, products, categoryId } = loaderData;
  const { t } = useTranslation(['content', 'pages']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const name = localizedName(store, lang);
  const description = lang === 'ar' ? store.description : store.descriptionEn;
  const brand = store.brands.find((b) => b.id === brandId);
  const origin = useOrigin();
  return (
    <>
      <Seo
        title={`${name} · ${t('common:brand.name')}`}
        description={description}
        canonicalParams={[]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Store',
          name,
          description,
          url: `${origin}/stores/${store.slug}`,
          inLanguage: lang,
          ...(store.logo
            ? { logo: `${origin}${store.logo}`, image: `${origin}${store.logo}` }
            : {}),
          ...(store.rating.count > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: store.rating.average,
                  reviewCount: store.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          areaServed: store.cities.map((city) => ({
            '@type': 'City',
            name: localizedName(city, lang),
          })),
          brand: store.brands.map((b) => ({ '@type': 'Brand', name: localizedName(b, lang) })),
        }}
      />
      <Breadcrumbs
        items={[
          { label: t('pages:nav.home'), href: '/' },
          { label: t('stores.title'), href: '/stores' },
          { label: name },
        ]}
      />
      <header className="mt-4 flex flex-wrap items-center gap-4 rounded-lg border border-brand-200 bg-surface-raised p-4">
        {store.logo ? (
          <img src={store.logo} alt="" width={64} height={64} className="size-16 rounded-full" />
        ) : null}
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="text-3xl font-bold">{name}</h1>
          <p className="mt-1 text-ink-muted">{description}</p>
          <div className="mt-2">
            <StoreRating store={store} lang={lang} size="lg" />
          </div>
        </div>
      </header>
      <section aria-labelledby="store-cities" className="mt-6">
        <h2 id="store-cities" className="text-lg font-semibold">
          {t('stores.citiesHeading')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {store.cities.map((city) => (
            <li
              key={city.id}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {localizedName(city, lang)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="store-brands" className="mt-6">
        <h2 id="store-brands" className="text-lg font-semibold">
          {t('stores.brandsHeading')}
        </h2>
        <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {store.brands.map((b) => (
            <li key={b.id}>
              <BrandCard
                brand={b}
                lang={lang}
                href={`/brand/${b.id}`}
                storeCurrency={storeCurrency}
                currency={currency}
              />
            </li>
          ))}
        </ul>
      </section>
      {brand && products ? (
        <BrandProducts
          categories={categories}
          products={products}
          categoryId={categoryId}
          title={
            store.brands.length > 1
              ? t('stores.productsOf', { brand: localizedName(brand, lang) })
              : t('stores.productsHeading')
          }
        />
      ) : null}
    </>
  );
}

function useOrigin() {
  return useRouteLoaderData<typeof rootLoader>('root')?.origin ?? '';
}
