import type { CurrencyInfo } from '@shop/core/money';
import type { Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { OrderCard, type OrderCardOrder } from '#order-card/order-card.tsx';

/** Props of {@link OrderList}. */
export interface OrderListProps {
  /** The shopper's orders, newest first (`GET Order`). */
  orders: readonly OrderCardOrder[];
  /** The numbers of the orders just placed (“Order placed: ”), or null. */
  placed?: string | null;
  /** Where an order's details are (default: its card's anchor on this page). */
  orderHref?: (order: OrderCardOrder) => string;
  /** The page's language. */
  lang: Locale;
  /** The store's currency (amounts are in its minor units). */
  storeCurrency: CurrencyInfo;
}

/**
 * A quick shop front's “My orders” page body: a polite notice of the orders just placed, the
 * heading, “No orders yet” or the order cards (namespace `delivery`).
 *
 * @example
 * ```tsx
 * <OrderList orders={page.items} placed={search.get('placed')} lang="en" storeCurrency={sar} />
 * ```
 */
export function OrderList({
  orders,
  placed = null,
  orderHref = (order) => `#${order.number}`,
  lang,
  storeCurrency,
}: OrderListProps) {
  const { t } = useTranslation('delivery');
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
              href={orderHref(order)}
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
