import { searchBrand } from '@shop/core/one-brand';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Route } from './+types/search';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore } from '~/root';

/** Search within the brand's products (`?q=`). */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  searchBrand(requestStore(context).dispatch, brandId, new URL(request.url).searchParams);

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
