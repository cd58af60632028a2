import { productSorts, type ProductSort } from '@shop/core/catalog-constants';

/**
 * Page, sort and category of a listing from its URL. A shopper's URL is lenient: a value that
 * makes no sense (page=abc, sort=bogus) falls back to the default instead of an error page.
 */
export function listParams(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const category = Number(url.searchParams.get('category'));
  const sort = url.searchParams.get('sort') as ProductSort | null;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    categoryId: Number.isInteger(category) && category > 0 ? category : undefined,
    sort: sort && (productSorts as readonly string[]).includes(sort) ? sort : undefined,
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
