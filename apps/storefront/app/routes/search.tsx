import { catalogApi, MAX_SEARCH_LENGTH } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { EmptyState } from '@shop/ui/empty-state';
import { Facets, type FacetsValue } from '@shop/ui/facets';
import { Pagination } from '@shop/ui/pagination';
import { SortSelect } from '@shop/ui/sort-select';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/search';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { listParams, withParams } from '~/lib/list-params';
import { useDisplayCurrency } from '~/lib/use-display-currency';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** `/search?q=&brand=&category=&min=&max=&inStock=&sort=&page=`: ranked, typo-tolerant results. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An over-long query is cut to what the API accepts rather than refused.
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return { q, result: null };
  const { page, sort, apiSort } = listParams(request);
  const filters = {
    brandId: positiveInt(url.searchParams.get('brand')) || undefined,
    categoryId: positiveInt(url.searchParams.get('category')) || undefined,
    minPrice: positiveInt(url.searchParams.get('min')),
    maxPrice: positiveInt(url.searchParams.get('max')),
    inStock: url.searchParams.get('inStock') === 'true' ? ('true' as const) : undefined,
  };
  const result = await apiData(context, (store) =>
    store.dispatch(
      catalogApi.endpoints.search.initiate(
        { q, page, sort: apiSort, ...filters },
        { subscribe: false },
      ),
    ),
  );
  return { q, result, filters, sort: sort ?? 'relevance' };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { currency } = useDisplayCurrency();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const go = (changes: Record<string, string | number | undefined>) =>
    void navigate(withParams(pathname, search, { ...changes, page: undefined }), {
      preventScrollReset: true,
    });

  const seo = (
    <Seo
      title={`${loaderData.q ? t('search.resultsFor', { query: loaderData.q }) : t('search.title')} · ${t('common:brand.name')}`}
      description={t('search.metaDescription')}
      // Results for a query may be indexed under that query and page alone (sorts and filters
      // are variants of it); an empty search or one without results is kept out.
      noIndex={!loaderData.result || loaderData.result.total === 0}
      canonicalParams={['q', 'page']}
    />
  );
  if (!loaderData.result) {
    return (
      <>
        {seo}
        <h1 className="text-3xl font-bold">{t('search.title')}</h1>
      </>
    );
  }
  const { q, result, filters, sort } = loaderData;
  const value: FacetsValue = {
    brandIds: filters?.brandId ? [filters.brandId] : [],
    categoryIds: filters?.categoryId ? [filters.categoryId] : [],
    minPrice: filters?.minPrice,
    maxPrice: filters?.maxPrice,
    inStock: filters?.inStock === 'true',
  };
  // The API filters by one brand and one category: the newest choice wins.
  const newest = (next: number[], before: number[]) =>
    next.find((id) => !before.includes(id)) ?? next.at(-1);

  return (
    <>
      {seo}
      <h1 className="text-3xl font-bold">{t('search.resultsFor', { query: q })}</h1>
      <p className="mt-1 text-ink-muted" role="status">
        {t('search.resultCount', { count: result.total })}
        {result.correctedQuery
          ? ` · ${t('search.correctedTo', { query: result.correctedQuery })}`
          : ''}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('search.filters')}>
          <Facets
            brands={result.facets.brands}
            categories={result.facets.categories}
            priceBounds={result.facets.price}
            currency={currency}
            value={value}
            lang={lang}
            headingLevel={2}
            onChange={(next) =>
              go({
                brand: newest(next.brandIds, value.brandIds),
                category: newest(next.categoryIds, value.categoryIds),
                min: next.minPrice,
                max: next.maxPrice,
                inStock: next.inStock ? 'true' : undefined,
              })
            }
          />
        </aside>
        <section aria-label={t('search.results')}>
          {result.items.length === 0 ? (
            <EmptyState variant="noSearchResults" query={q} headingLevel={2} />
          ) : (
            <>
              <div className="mb-4 flex justify-end">
                <SortSelect
                  value={sort}
                  onChange={(next) => go({ sort: next === 'relevance' ? undefined : next })}
                />
              </div>
              <ProductGrid products={result.items} label={t('search.results')} />
              <div className="mt-6">
                <Pagination
                  page={result.page}
                  totalPages={result.totalPages}
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
