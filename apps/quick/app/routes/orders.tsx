import { checkoutApi } from '@shop/core/checkout';
import { OrderCard } from '@shop/ui/order-card';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/orders';
import { requestStore, useRoot } from '~/root';

/** The shopper's orders, newest first (signed in: the guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await requestStore(context).dispatch(
    checkoutApi.endpoints.getOrders.initiate({ page: 1 }, { subscribe: false }),
  );
  return { orders: data?.items ?? [], placed: new URL(request.url).searchParams.get('placed') };
}

export default function Orders({ loaderData: { orders, placed } }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const { lang, storeCurrency } = useRoot();
  return (
    <>
      {placed ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-success-50 p-3 font-semibold text-success-800"
        >
          {t('shop.placed', { number: placed })}
        </p>
      ) : null}
      <h1 className="mb-4 text-2xl font-bold">{t('shop.orders')}</h1>
      {orders.length === 0 ? <p>{t('shop.noOrders')}</p> : null}
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              href={`/my-orders#${order.number}`}
              lang={lang}
              storeCurrency={storeCurrency}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
