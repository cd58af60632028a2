import { apiSortFor, productSorts, type ProductSort } from '@shop/core/catalog-constants';
import { localeOfRequest } from '@shop/core/locale';

/** The `page` (or another `name`) of a URL's query: a whole number from 1 (at most 10,000), else 1. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * Page, sort and category of a listing request's URL. A shopper's URL is lenient: a value that
 * makes no sense (page=abc, sort=bogus) falls back to the default instead of an error page.
 * `sort` is the shopper's choice; `apiSort` asks the API for it in the page's language (names
 * in English on an English page).
 */
export function listParams(request: Request) {
  const url = new URL(request.url);
  const category = Number(url.searchParams.get('category'));
  const chosen = url.searchParams.get('sort') as ProductSort | null;
  const sort = chosen && (productSorts as readonly string[]).includes(chosen) ? chosen : undefined;
  return {
    page: pageParam(url.searchParams),
    categoryId: Number.isInteger(category) && category > 0 ? category : undefined,
    sort,
    apiSort: sort && apiSortFor(sort, localeOfRequest(request)),
  };
}

/** The same URL with some query parameters replaced (undefined removes one). */
export function withParams(
  pathname: string,
  search: string,
  changes: Record<string, string | number | undefined>,
) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
