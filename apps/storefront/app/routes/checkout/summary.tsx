// This page places the order in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import {
  checkoutApi,
  checkoutPlaced,
  newIdempotencyKey,
  usePlaceOrderMutation,
} from '@shop/core/checkout';
import { selectLocale } from '@shop/core/locale';
import { Link } from '@shop/ui/link';
import { OrderSummary } from '@shop/ui/order-summary';
import { PaymentResult } from '@shop/ui/payment-result';
import { UndeliverableNotice } from '@shop/ui/undeliverable-notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/summary';
import { choicesOfSearch } from '~/checkout/checkout-choices';
import { checkoutErrorText } from '~/checkout/checkout-errors';
import { followPayment, useContinuePayment } from '~/checkout/continue-payment';
import { Seo } from '~/components/seo';
import { requestStore } from '~/context';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';
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
 * `/checkout/summary` (R2.14): what the order(s) will cost (with the coupon's line, points,
 * wallet, and the products left out, R8.13), then "Place order". One attempt has one
 * Idempotency-Key, so pressing twice or retrying places once (issue 14). A card or "Pay in 4"
 * placement leaves for the provider's page; a "Pay in 4" refusal (R8.09) offers the other
 * methods for the order(s) just placed, which wait for their payment (a provider out of reach
 * offers to try again too).
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
  // The order placed but not paid: "Pay in 4" refused it, or the provider was out of reach.
  const [waiting, setWaiting] = useState<{
    id: number;
    number: string;
    outcome: 'bnplRefused' | 'failed';
  } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const payment = useContinuePayment((orderId) => void navigate(`/order-success?order=${orderId}`));

  const place = async () => {
    if (placing.isLoading || leaving) return;
    const result = await placeOrder({ ...choices, idempotencyKey });
    if ('error' in result) {
      setError(checkoutErrorText(t, result.error));
      return;
    }
    // The basket became the order(s): what was chosen is used up, whatever the payment does.
    dispatch(checkoutPlaced());
    const [first] = result.data.orders;
    const followUp = followPayment(result.data.payment);
    if (followUp === 'redirected') setLeaving(true);
    else if ((followUp === 'refused' || followUp === 'unavailable') && first) {
      // The order(s) wait for their payment: another method, or the same one again.
      if (followUp === 'refused') payment.markRefused();
      setWaiting({
        id: first.id,
        number: first.number,
        outcome: followUp === 'refused' ? 'bnplRefused' : 'failed',
      });
    } else void navigate(`/order-success${first ? `?order=${first.id}` : ''}`);
  };

  if (waiting) {
    return (
      <>
        <Seo
          title={`${t(`result.${waiting.outcome}.title`)} · ${t('common:brand.name')}`}
          description={t(`result.${waiting.outcome}.text`)}
          noIndex
        />
        <div className="flex max-w-3xl flex-col gap-6">
          {payment.error ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
              {payment.error}
            </p>
          ) : null}
          <PaymentResult
            outcome={waiting.outcome}
            orderNumber={waiting.number}
            lang={lang}
            onRetry={() => void payment.retry(waiting.id, choices.paymentMethod)}
            onChooseAnother={() => payment.choose(waiting.id)}
            busy={payment.busy}
            headingLevel={1}
          />
          {payment.modal}
        </div>
      </>
    );
  }

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
        {quote ? <UndeliverableNotice lines={quote.undeliverable} lang={lang} /> : null}
        {quote ? (
          <OrderSummary
            orders={quote.orders}
            total={quote.total}
            couponCode={quote.coupon?.code}
            lang={lang}
            storeCurrency={storeCurrency}
            currency={currency}
            headingLevel={2}
          >
            <button
              type="button"
              onClick={() => void place()}
              aria-disabled={placing.isLoading || leaving}
              aria-busy={placing.isLoading || leaving}
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
