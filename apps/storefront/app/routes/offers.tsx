import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { OfferCard, OfferCountdown } from '@shop/ui/offer-card';
import { ScrollReveal } from '@shop/ui/scroll-reveal';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/offers';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { listParams, withParams } from '~/lib/list-params';

/** `/offers`: every current offer; `/offers/{id}`: one offer with its products. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The countdown's first render uses the server's clock, so hydration matches; then it ticks.
  const now = Date.now();
  if (params.id === undefined) {
    const offers = await apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getOffers.initiate(undefined, { subscribe: false })),
    );
    return { now, offers, offer: null };
  }
  const id = idParam(params.id);
  const { page } = listParams(request);
  const offer = await apiData(context, (store) =>
    store.dispatch(catalogApi.endpoints.getOffer.initiate({ id, page }, { subscribe: false })),
  );
  return { now, offers: null, offer };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { now, offers, offer } = loaderData;
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();

  if (offer) {
    const title = localizedName(offer, lang);
    return (
      <>
        <Seo
          title={`${title} · ${t('common:brand.name')}`}
          description={t('offers.metaDescription')}
        />
        <Breadcrumbs
          items={[
            { label: t('nav.home'), href: '/' },
            { label: t('offers.title'), href: '/offers' },
            { label: title },
          ]}
        />
        <header className="mt-4 overflow-hidden rounded-lg border border-brand-200 bg-surface-raised">
          <img
            src={offer.image}
            alt=""
            width={1200}
            height={400}
            // The banner's own 3:1 shape, so its discount text is never cropped.
            className="aspect-[3/1] w-full object-cover"
          />
          <div className="flex flex-wrap items-center justify-between gap-4 p-4">
            <h1 className="text-3xl font-bold">{title}</h1>
            <OfferCountdown offer={offer} now={now} lang={lang} />
          </div>
        </header>
        <h2 className="mt-8 mb-4 text-xl font-semibold">{t('offers.products')}</h2>
        {offer.products.items.length === 0 ? (
          <EmptyState variant="noProducts" headingLevel={3} />
        ) : (
          <>
            <ProductGrid products={offer.products.items} label={t('offers.products')} />
            <div className="mt-6">
              <Pagination
                page={offer.products.page}
                totalPages={offer.products.totalPages}
                lang={lang}
                hrefFor={(page) =>
                  withParams(pathname, search, { page: page === 1 ? undefined : page })
                }
              />
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <>
      <Seo
        title={`${t('offers.title')} · ${t('common:brand.name')}`}
        description={t('offers.metaDescription')}
      />
      <Breadcrumbs items={[{ label: t('nav.home'), href: '/' }, { label: t('offers.title') }]} />
      <h1 className="mt-4 mb-6 text-3xl font-bold">{t('offers.title')}</h1>
      {offers && offers.length > 0 ? (
        <ul aria-label={t('offers.title')} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {offers.map((item) => (
            <li key={item.id}>
              <ScrollReveal className="h-full">
                <OfferCard
                  offer={item}
                  lang={lang}
                  href={`/offers/${item.id}`}
                  now={now}
                  headingLevel={2}
                />
              </ScrollReveal>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('offers.empty')}</p>
      )}
    </>
  );
}
