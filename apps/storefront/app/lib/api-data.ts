import type { StoreQueryError } from '@shop/core/api';
import { data, type RouterContextProvider } from 'react-router';
import { requestStore } from '~/context';
import type { AppStore } from '~/store';

type Dispatched<T> = PromiseLike<{ data?: T; error?: unknown }>;

/**
 * Runs an RTK Query endpoint on the request's store (real HTTP to the API) and returns its
 * data; a 404 from the API becomes this page's 404, a 400 a 400, anything else a 503 page.
 *
 * @example
 * const brand = await apiData(context, (store) => store.dispatch(catalogApi.endpoints.getBrand.initiate(id, { subscribe: false })));
 */
export async function apiData<T>(
  context: Readonly<RouterContextProvider>,
  run: (store: AppStore) => Dispatched<T>,
): Promise<T> {
  const result = await run(requestStore(context));
  if (result.data !== undefined && !result.error) return result.data;
  const status = (result.error as StoreQueryError | undefined)?.status;
  if (status === 404 || status === 400) throw data(null, { status });
  throw data(null, { status: 503 });
}

/** A positive whole number from a route parameter, or this page's 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || String(id) !== value) throw data(null, { status: 404 });
  return id;
}
