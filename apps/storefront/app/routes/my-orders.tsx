// Cancelling and paying again call the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { checkoutApi, useCancelOrderMutation } from '@shop/core/checkout';
import { selectLocale } from '@shop/core/locale';
import { OrderCard } from '@shop/ui/order-card';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/my-orders';
import { useContinuePayment } from '~/checkout/continue-payment';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { pageParam, withParams } from '~/lib/list-params';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import { AccountFrame } from '~/routes/account/layout';

/** A page of the customer's orders, newest first (`GET Order?page=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const orders = await apiData(context, (store) =>
    store.dispatch(checkoutApi.endpoints.getOrders.initiate({ page }, { subscribe: false })),
  );
  return { orders };
}

/**
 * `/my-orders` (R2.21, R2.44): each order with its number, date, amount and status (translated,
 * R4.23); an order awaiting payment can be continued here (R4.21): the payment methods modal,
 * then the provider's page (or, for cash on delivery, the order's page).
 */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const { t } = useTranslation(['checkout', 'account']);
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const navigate = useNavigate();
  const payment = useContinuePayment((id) => void navigate(`/checkout/order/${id}`));
  return (
    <AccountFrame>
      <Seo
        title={`${t('myOrders.title')} · ${t('common:brand.name')}`}
        description={t('myOrders.title')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('myOrders.title')}</h1>
      {orders.total === 0 ? (
        <p className="text-ink-muted">{t('myOrders.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {orders.items.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  href={`/checkout/order/${order.id}`}
                  lang={lang}
                  storeCurrency={storeCurrency}
                  currency={currency}
                  headingLevel={2}
                  cancelling={cancelling.isLoading && cancelling.originalArgs === order.id}
                  onContinuePayment={() => payment.choose(order.id, order.paymentMethod)}
                  // Errors are the event store's to say (a toast), as its table says.
                  onCancel={() =>
                    void cancelOrder(order.id).then((result) => {
                      if (!('error' in result)) void revalidator.revalidate();
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={orders.page}
              totalPages={orders.totalPages}
              lang={lang}
              hrefFor={(page) =>
                withParams(pathname, search, { page: page === 1 ? undefined : page })
              }
            />
          </div>
        </>
      )}
      {payment.modal}
    </AccountFrame>
  );
}
