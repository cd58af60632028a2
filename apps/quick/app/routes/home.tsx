import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/home';
import { brandId } from '~/config.server';
import { locationOfRequest } from '~/location';
import { Products } from '~/products';
import { requestStore, useRoot } from '~/root';

const once = { subscribe: false } as const;

/** Home: the location gate first, then the brand's offers, categories and popular products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!locationOfRequest(request, brandId)) throw redirect('/location');
  const { dispatch } = requestStore(context);
  const [categories, offers, popular] = await Promise.all([
    dispatch(catalogApi.endpoints.getCategories.initiate({ brandId }, once)),
    dispatch(catalogApi.endpoints.getOffers.initiate(undefined, once)),
    dispatch(catalogApi.endpoints.getProducts.initiate({ brandId, pageSize: 8 }, once)),
  ]);
  const deals = await Promise.all(
    (offers.data ?? [])
      .slice(0, 4)
      .map((offer) =>
        dispatch(
          catalogApi.endpoints.getProducts.initiate(
            { brandId, offerId: offer.id, pageSize: 4 },
            once,
          ),
        ),
      ),
  );
  return {
    categories: (categories.data ?? []).filter((c) => c.parentId === null),
    offers: (offers.data ?? [])
      .slice(0, 4)
      .map((offer, i) => ({ offer, items: deals[i]?.data?.items ?? [] }))
      .filter((o) => o.items.length > 0),
    popular: popular.data?.items ?? [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const brand = matches[0].loaderData.brand;
  return [
    { title: brand?.nameEn ?? 'Quick' },
    { name: 'description', content: brand?.descriptionEn ?? '' },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const { lang, brand } = useRoot();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{brand ? localizedName(brand, lang) : null}</h1>
      <nav aria-label={t('shop.categories')}>
        <h2 className="mb-2 text-lg font-bold">{t('shop.categories')}</h2>
        <ul className="flex gap-2 overflow-x-auto pb-2">
          {loaderData.categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/category/${c.id}`}
                className="block whitespace-nowrap rounded-full bg-brand-100 px-4 py-2 font-semibold text-brand-900"
              >
                {localizedName(c, lang)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.offers.map(({ offer, items }) => (
        <section key={offer.id}>
          <h2 className="mb-2 text-lg font-bold">
            {t('shop.offers')}: {localizedName(offer, lang)}
          </h2>
          <Products items={items} label={localizedName(offer, lang)} />
        </section>
      ))}
      <section>
        <h2 className="mb-2 text-lg font-bold">{t('shop.popular')}</h2>
        <Products items={loaderData.popular} label={t('shop.popular')} />
      </section>
    </div>
  );
}
