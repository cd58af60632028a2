// This page places the order in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { checkoutApi, checkoutPlaced, usePlaceOrderMutation } from '@shop/core/checkout';
import { selectLocale } from '@shop/core/locale';
import { Link } from '@shop/ui/link';
import { OrderSummary } from '@shop/ui/order-summary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/summary';
import { choicesOfSearch } from '~/checkout/checkout-choices';
import { checkoutErrorText, newIdempotencyKey } from '~/checkout/checkout-errors';
import { Seo } from '~/components/seo';
import { requestStore } from '~/context';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '~/lib/api-errors';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/** The checkout this summary belongs to: `/checkout`, or a region's. */
const checkoutPathOf = (pathname: string) => pathname.replace(/\/summary$/, '');

/**
 * The quote of the choices in the URL, by the API, on the server: every amount is the API's.
 * Choices that are missing or malformed go back to `/checkout`.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const choices = choicesOfSearch(url.searchParams);
  const checkoutPath = checkoutPathOf(url.pathname);
  if (!choices) throw redirect(checkoutPath);
  const quote = await requestStore(context).dispatch(
    checkoutApi.endpoints.quoteCheckout.initiate(choices, { subscribe: false }),
  );
  return {
    choices,
    checkoutPath,
    quote: quote.data ?? null,
    refusal: quote.error ? (apiErrors(quote.error)[0]?.code ?? 'internal') : null,
  };
}

/**
 * `/checkout/summary` (R2.14): what the order(s) will cost, then "Place order". One attempt has
 * one Idempotency-Key, so pressing twice or retrying places once (issue 14).
 */
export default function CheckoutSummary({ loaderData }: Route.ComponentProps) {
  const { choices, checkoutPath, quote, refusal } = loaderData;
  const { t } = useTranslation(['checkout', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [placeOrder, placing] = usePlaceOrderMutation();
  const [error, setError] = useState(
    refusal ? t([`errors:api.${refusal}`, 'errors:internalDescription'] as never) : '',
  );

  const place = async () => {
    if (placing.isLoading) return;
    const result = await placeOrder({ ...choices, idempotencyKey });
    if ('error' in result) {
      setError(checkoutErrorText(t, result.error));
      return;
    }
    dispatch(checkoutPlaced());
    const [first] = result.data.orders;
    void navigate(`/order-success${first ? `?order=${first.id}` : ''}`);
  };

  return (
    <>
      <Seo
        title={`${t('page.summaryTitle')} · ${t('common:brand.name')}`}
        description={t('page.summaryTitle')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('page.summaryTitle')}</h1>
      {error ? (
        <p
          role="alert"
          className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {error}
        </p>
      ) : null}
      <div className="flex max-w-3xl flex-col gap-6">
        {quote ? (
          <OrderSummary
            orders={quote.orders}
            total={quote.total}
            lang={lang}
            storeCurrency={storeCurrency}
            currency={currency}
            headingLevel={2}
          >
            <button
              type="button"
              onClick={() => void place()}
              aria-disabled={placing.isLoading}
              aria-busy={placing.isLoading}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-wait aria-disabled:bg-ink-muted"
            >
              {t('page.place')}
            </button>
          </OrderSummary>
        ) : null}
        <Link href={checkoutPath} className="font-semibold text-brand-800 underline">
          {t('page.change')}
        </Link>
      </div>
    </>
  );
}
