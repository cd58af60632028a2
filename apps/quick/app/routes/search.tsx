import { catalogApi } from '@shop/core/catalog';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Route } from './+types/search';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore } from '~/root';

/** Search within the brand's products (`?q=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? '';
  if (!q) return { q, items: null };
  const { data } = await requestStore(context).dispatch(
    catalogApi.endpoints.search.initiate({ q, brandId, pageSize: 24 }, { subscribe: false }),
  );
  return { q, items: data?.items ?? [] };
}

export default function Search({ loaderData: { q, items } }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  return (
    <>
      <Form role="search" className="mb-4">
        <input
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t('shop.search')}
          placeholder={t('shop.search')}
          className="w-full rounded-md border border-line p-3"
        />
      </Form>
      {items ? (
        <Products level={1} items={items} label={t('shop.results', { q })} />
      ) : (
        <h1 className="sr-only">{t('shop.search')}</h1>
      )}
      {items?.length === 0 ? <p>{t('shop.noResults')}</p> : null}
    </>
  );
}
