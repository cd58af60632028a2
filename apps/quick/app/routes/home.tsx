import { deliveryPlaceOfRequest } from '@shop/core/delivery-area';
import { localizedName } from '@shop/core/i18n-loader';
import { loadBrandShelves } from '@shop/core/one-brand';
import { useTranslation } from 'react-i18next';
import { Seo } from '@shop/ui/seo';
import { Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/home';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore, useRoot } from '~/root';

/** Home: the location gate first, then the brand's categories, offers and popular products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!deliveryPlaceOfRequest(request)) throw redirect('/location');
  return loadBrandShelves(requestStore(context).dispatch, brandId);
}

/** The page's head tags come from Seo below, in the shopper's language (not the root's title). */
export const meta: Route.MetaFunction = () => [];

export default function Home({
  loaderData: { categories, offers, popular },
}: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const { lang, brand, origin } = useRoot();
  const { pathname, search } = useLocation();
  const name = brand ? localizedName(brand, lang) : 'Quick';
  return (
    <div className="flex flex-col gap-6">
      <Seo
        title={name}
        description={(lang === 'ar' ? brand?.description : brand?.descriptionEn) ?? name}
        lang={lang}
        origin={origin}
        pathname={pathname}
        search={search}
      />
      <h1 className="sr-only">{name}</h1>
      <nav aria-label={t('shop.categories')} className="flex gap-2 overflow-x-auto pb-2">
        {categories.map((c) => (
          <Link
            key={c.id}
            to={`/category/${c.id}`}
            className="rounded-full bg-brand-100 px-4 py-2 font-semibold whitespace-nowrap text-brand-900"
          >
            {localizedName(c, lang)}
          </Link>
        ))}
      </nav>
      {offers.map(({ offer, products }) => (
        <Products
          key={offer.id}
          items={products}
          label={`${t('shop.offers')}: ${localizedName(offer, lang)}`}
        />
      ))}
      <Products items={popular} label={t('shop.popular')} />
    </div>
  );
}
