import { checkoutApi } from '@shop/core/checkout';
import { OrderList } from '@shop/ui/order-list';
import type { Route } from './+types/orders';
import { requestStore, useRoot } from '~/root';

/** The shopper's orders, newest first (signed in: the guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await requestStore(context).dispatch(
    checkoutApi.endpoints.getOrders.initiate({ page: 1 }, { subscribe: false }),
  );
  return { orders: data?.items ?? [], placed: new URL(request.url).searchParams.get('placed') };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { lang, storeCurrency } = useRoot();
  return <OrderList {...loaderData} lang={lang} storeCurrency={storeCurrency} />;
}
