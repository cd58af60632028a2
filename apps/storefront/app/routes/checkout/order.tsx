// Cancelling, paying again and confirming call the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { checkoutApi, useCancelOrderMutation } from '@shop/core/checkout';
import { catalogApi } from '@shop/core/catalog';
import type { Order } from '@shop/core/checkout-schemas';
import { selectLocale } from '@shop/core/locale';
import { Link } from '@shop/ui/link';
import { OrderDetails } from '@shop/ui/order-details';
import { OrderTimeline } from '@shop/ui/order-timeline';
import { PaymentResult } from '@shop/ui/payment-result';
import { RefundRequest } from '~/checkout/refund-request';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order';
import { checkoutErrorText } from '~/checkout/checkout-errors';
import { useContinuePayment } from '~/checkout/continue-payment';
import { OrderComplaint } from '~/components/order-complaint';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import { AccountFrame } from '~/routes/account/layout';

/** The statuses a shopper may still cancel from (R4.21; the API's status machine decides). */
const cancellable = new Set(['awaiting_payment', 'placed']);
/** The statuses an order has an invoice in (the API's `invoicedStatuses`). */
const invoiced = new Set(['placed', 'preparing', 'out_for_delivery', 'delivered']);

/**
 * How often and how long an online order still awaiting payment is read again: the provider's
 * confirmation (a webhook) may come a little after the shopper is back from its page.
 */
const CONFIRM_CHECKS = 6;
const CONFIRM_INTERVAL_MS = 1500;

/** An order paid through a provider and not confirmed yet. */
const awaitingOnline = (order: Order) =>
  order.status === 'awaiting_payment' && order.paymentMethod !== 'cod';

/** The shopper's own order (anyone else's is this page's 404), and the places to name. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const [order, regions] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(checkoutApi.endpoints.getOrder.initiate(id, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getRegions.initiate({}, { subscribe: false })),
    ),
  ]);
  return { order, regions };
}

/**
 * `/checkout/order/{id}` (R2.15, R2.45): every order label (R3.17), and cancel while allowed.
 * It is also where the payment provider sends the shopper back after paying: an online order
 * still awaiting payment is read again a few times ("Confirming your payment") until the API
 * has the provider's confirmation; the return itself proves nothing. Still waiting after that,
 * it offers "Continue payment" (R4.21).
 */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [order, setOrder] = useState(loaderData.order);
  const [error, setError] = useState('');
  const [checksLeft, setChecksLeft] = useState(
    awaitingOnline(loaderData.order) ? CONFIRM_CHECKS : 0,
  );
  /** The order as the API has it now. */
  const readAgain = useCallback(
    () =>
      dispatch(
        checkoutApi.endpoints.getOrder.initiate(order.id, { subscribe: false, forceRefetch: true }),
      ).then((result) => {
        if (result.data) setOrder(result.data);
      }),
    [dispatch, order.id],
  );
  // Paid on delivery now: the order is placed.
  const payment = useContinuePayment(() => void readAgain());

  useEffect(() => {
    if (checksLeft === 0 || !awaitingOnline(order)) return;
    const timer = setTimeout(
      () => void readAgain().then(() => setChecksLeft((left) => left - 1)),
      CONFIRM_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [checksLeft, order, readAgain]);

  const confirming = awaitingOnline(order) && checksLeft > 0;
  // Waiting when the page opened, paid now: the provider's confirmation came.
  const confirmed = awaitingOnline(loaderData.order) && order.paymentStatus === 'paid';
  const pageError = error || payment.error;
  const cancel = async () => {
    if (cancelling.isLoading) return;
    const result = await cancelOrder(order.id);
    if ('error' in result) setError(checkoutErrorText(t, result.error));
    else {
      setError('');
      setOrder(result.data);
    }
  };
  return (
    <AccountFrame>
      <Seo
        title={`${t('order.title', { number: order.number })} · ${t('common:brand.name')}`}
        description={t('order.title', { number: order.number })}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('order.title', { number: order.number })}</h1>
      {confirming || confirmed ? (
        <div className="mb-6">
          <PaymentResult
            outcome={confirming ? 'confirming' : 'success'}
            orderNumber={order.number}
            lang={lang}
          />
        </div>
      ) : null}
      {pageError ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {pageError}
        </p>
      ) : null}
      {invoiced.has(order.status) ? (
        <p className="mb-6">
          <Link
            href={`/my-orders/${order.id}/invoice`}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('invoice.link')}
          </Link>
        </p>
      ) : null}
      <OrderDetails
        order={order}
        lang={lang}
        regions={loaderData.regions}
        storeCurrency={storeCurrency}
        currency={currency}
        onContinuePayment={
          confirming ? undefined : () => payment.choose(order.id, order.paymentMethod)
        }
      >
        {cancellable.has(order.status) ? (
          <button
            type="button"
            aria-disabled={cancelling.isLoading}
            onClick={() => void cancel()}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-red-700 px-5 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-wait"
          >
            {t('order.cancelLabel', { number: order.number })}
          </button>
        ) : null}
        {order.status === 'delivered' ? <RefundRequest order={order} /> : null}
        <OrderComplaint orderId={order.id} orderNumber={order.number} />
      </OrderDetails>
      <div className="mt-8">
        <OrderTimeline events={order.timeline} lang={lang} />
      </div>
      {payment.modal}
    </AccountFrame>
  );
}
