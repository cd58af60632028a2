import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Price } from '@shop/ui/price';
import { ProductDetails } from '@shop/ui/product-details';
import { ProductGallery } from '@shop/ui/product-gallery';
import { StockBadge } from '@shop/ui/stock-badge';
import { ProductQuestions } from '@shop/ui/product-questions';
import { productJsonLd } from '@shop/ui/seo';
import { ReviewList } from '@shop/ui/review-list';
import { questionsApi } from '@shop/core/questions';
import { reviewsApi } from '@shop/core/reviews';
import { PayInFourPromo } from '@shop/ui/pay-in-four-promo';
import { QuantityStepper } from '@shop/ui/quantity-stepper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/product';
import { overlayOpened } from '@shop/core/cart-state';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductPageToggles } from '~/components/favorite-toggle';
import { QuestionActions, ReviewActions } from '~/components/product-feedback';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { pageParam, withParams } from '~/lib/list-params';
import { loadRegion, useRememberRegion } from '~/lib/region';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import type { loader as rootLoader } from '~/root';

/**
 * A product: `/product/{slug}`, or inside a region `/activity-types/active/…/product/{slug}`,
 * with a page of its approved reviews (`?reviews=`) and of its answered questions
 * (`?questions=`): public, the same for every shopper, read beside the product.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { slug } = params;
  const [place, product, reviews, questions] = await Promise.all([
    params.cityId === undefined ? null : loadRegion(context, params),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getProduct.initiate(slug, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(
        reviewsApi.endpoints.getProductReviews.initiate(
          { slug, page: pageParam(search, 'reviews') },
          { subscribe: false },
        ),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(
        questionsApi.endpoints.getProductQuestions.initiate(
          { slug, page: pageParam(search, 'questions') },
          { subscribe: false },
        ),
      ),
    ),
  ]);
  return { product, place, reviews, questions };
}

function RememberRegion({
  region,
}: {
  region: NonNullable<Route.ComponentProps['loaderData']['place']>['region'];
}) {
  useRememberRegion(region);
  return null;
}

/** R8.11 "It's Out of Stock", as a toast (whose code loads with this first refusal). */
async function sayOutOfStock(message: string) {
  const { notify } = await import('@shop/ui/toast');
  notify(message, 'error');
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, place, reviews, questions } = loaderData;
  const { pathname, search } = useLocation();
  const { t } = useTranslation(['pages', 'catalog']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const origin = useRouteLoaderData<typeof rootLoader>('root')?.origin ?? '';
  const dispatch = useAppDispatch();
  const { add, adding } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const maxQuantity = Math.max(1, Math.min(product.maxPerOrder, product.stockQuantity));
  const name = localizedName(product, lang);
  const description = lang === 'ar' ? product.description : product.descriptionEn;
  const available = product.stockState === 'available';
  const brandHref = place
    ? `/activity-types/active/${place.region.activityTypeId}/${place.region.countryId}/${place.region.stateId}/${place.region.cityId}/brand/${product.brand.id}`
    : `/brand/${product.brand.id}`;

  return (
    <>
      {place ? <RememberRegion region={place.region} /> : null}
      <Seo
        title={`${name} · ${localizedName(product.brand, lang)} · ${t('common:brand.name')}`}
        description={description}
        canonicalPath={`/product/${product.slug}`}
        jsonLd={productJsonLd(product, { lang, origin, reviews: reviews.items })}
      />
      <Breadcrumbs
        items={[
          { label: t('nav.home'), href: '/' },
          { label: localizedName(product.brand, lang), href: brandHref },
          {
            label: localizedName(product.category, lang),
            href: `${brandHref}?category=${product.category.id}`,
          },
          { label: name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={name} />
        <div>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-3xl font-bold">{name}</h1>
            <ProductPageToggles productId={product.id} name={name} />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Price
              amount={product.price}
              compareAt={product.compareAtPrice}
              storeCurrency={storeCurrency}
              currency={currency}
              lang={lang}
              size="lg"
            />
            <StockBadge state={product.stockState} quantity={product.stockQuantity} />
          </div>
          <div className="mt-3">
            <PayInFourPromo
              amount={product.price}
              lang={lang}
              storeCurrency={storeCurrency}
              currency={currency}
              onLearnMore={() =>
                dispatch(
                  overlayOpened({
                    kind: 'payInFour',
                    amount: product.price,
                    currency: product.currency,
                  }),
                )
              }
            />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {available && product.customizationOptions.length === 0 ? (
              <QuantityStepper
                name={name}
                value={quantity}
                onChange={setQuantity}
                max={maxQuantity}
              />
            ) : null}
            <button
              type="button"
              // Not available: still pressable, to say why it cannot be added (R8.11).
              aria-disabled={!available || adding === product.id}
              aria-busy={adding === product.id}
              onClick={() => {
                if (adding === product.id) return;
                if (!available) void sayOutOfStock(t('errors:api.out_of_stock'));
                // A product with options is added through Customize (R2.84).
                else if (product.customizationOptions.length > 0)
                  dispatch(overlayOpened({ kind: 'customize', productSlug: product.slug }));
                else void add(product, { productId: product.id, quantity });
              }}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:bg-ink-muted sm:w-auto"
            >
              {available
                ? t('catalog:productCard.addToCart')
                : t(`catalog:stock.${product.stockState}`)}
            </button>
          </div>
          <div className="mt-6">
            <ProductDetails
              product={product}
              lang={lang}
              brandHref={brandHref}
              categoryHref={`${brandHref}?category=${product.category.id}`}
            />
          </div>
          <h2 className="mt-6 text-lg font-semibold">{t('product.description')}</h2>
          <p className="mt-2 text-ink-muted">{description}</p>
          {product.customizationOptions.length > 0 ? (
            <>
              <h2 className="mt-6 text-lg font-semibold">{t('product.options')}</h2>
              <ul className="mt-2 list-disc ps-5">
                {product.customizationOptions.map((option) => (
                  <li key={option.id}>
                    {localizedName(option, lang)}
                    {option.required ? ` (${t('product.required')})` : ''}
                    {option.choices.length > 0
                      ? `: ${option.choices.map((choice) => localizedName(choice, lang)).join('، ')}`
                      : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <ReviewList
          reviews={reviews}
          lang={lang}
          hrefFor={(page) =>
            `${withParams(pathname, search, { reviews: page === 1 ? undefined : page })}#reviews`
          }
          actions={<ReviewActions productId={product.id} productName={name} />}
        />
        <ProductQuestions
          questions={questions}
          lang={lang}
          hrefFor={(page) =>
            `${withParams(pathname, search, { questions: page === 1 ? undefined : page })}#questions`
          }
          askForm={<QuestionActions productId={product.id} productName={name} />}
        />
      </div>
      {product.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold">
            {t('product.related')}
          </h2>
          <ProductGrid products={product.related} label={t('product.related')} />
        </section>
      ) : null}
    </>
  );
}
