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
  const result = await requestStore(context).dispatch(
    catalogApi.endpoints.search.initiate({ q, brandId, pageSize: 24 }, { subscribe: false }),
  );
  return { q, items: result.data?.items ?? [] };
}

export default function Search({ loaderData: { q, items } }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  return (
    <>
      <Form role="search" className="mb-4 flex gap-2">
        <input
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t('shop.search')}
          placeholder={t('shop.search')}
          className="grow rounded-md border border-line p-3"
        />
      </Form>
      <h1 className="mb-3 text-xl font-bold">
        {items ? t('shop.results', { q }) : t('shop.search')}
      </h1>
      {items?.length === 0 ? <p>{t('shop.noResults')}</p> : null}
      {items ? <Products level={2} items={items} label={t('shop.results', { q })} /> : null}
    </>
  );
}
