// Cancelling calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { checkoutApi, useCancelOrderMutation } from '@shop/core/checkout';
import { catalogApi } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { OrderDetails } from '@shop/ui/order-details';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order';
import { checkoutErrorText } from '~/checkout/checkout-errors';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import { AccountFrame } from '~/routes/account/layout';

/** The statuses a shopper may still cancel from (R4.21; the API's status machine decides). */
const cancellable = new Set(['awaiting_payment', 'placed']);

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

/** `/checkout/order/{id}` (R2.15, R2.45): every order label (R3.17), and cancel while allowed. */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [order, setOrder] = useState(loaderData.order);
  const [error, setError] = useState('');
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
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {error}
        </p>
      ) : null}
      <OrderDetails
        order={order}
        lang={lang}
        regions={loaderData.regions}
        storeCurrency={storeCurrency}
        currency={currency}
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
      </OrderDetails>
    </AccountFrame>
  );
}
