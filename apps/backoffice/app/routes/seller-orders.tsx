import {
  orderStatuses,
  useGetSellerOrdersQuery,
  type OrderStatus,
  type SellerOrder,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { SelectField } from '@shop/ui/form-fields';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { SlotText } from '~/components/slot-text';
import { useBackOfficeLanguage } from '~/lib/language';
import { BOARD_POLL_MS, pageOf } from '~/lib/list-params';

const SELLER_ORDERS_PAGE_SIZE = 20;

/** The seller's store's orders, newest first, by status; new ones appear without a reload. */
export default function SellerOrders() {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status = (orderStatuses as readonly string[]).includes(asked)
    ? (asked as OrderStatus)
    : undefined;
  const { data, error, isFetching } = useGetSellerOrdersQuery(
    { page: pageOf(params), pageSize: SELLER_ORDERS_PAGE_SIZE, ...(status ? { status } : {}) },
    { pollingInterval: BOARD_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  const columns: DataTableColumn<SellerOrder>[] = [
    {
      id: 'number',
      header: t('sellerOrders.number'),
      rowHeader: true,
      cell: (order) => (
        <Link
          to={`/seller-orders/${order.id}`}
          className="font-semibold text-brand-700 underline"
          dir="ltr"
        >
          {order.number}
        </Link>
      ),
    },
    {
      id: 'placedAt',
      header: t('sellerOrders.placedAt'),
      cell: (order) => (
        <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, lang)}</time>
      ),
    },
    { id: 'customer', header: t('sellerOrders.customer'), cell: (order) => order.customer.name },
    {
      id: 'status',
      header: t('sellerOrders.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'slot',
      header: t('sellerOrders.slot'),
      cell: (order) => <SlotText slot={order.slot} />,
    },
    {
      id: 'total',
      header: t('sellerOrders.total'),
      align: 'end',
      cell: (order) => formatAmount(order.total, order.currency, lang),
    },
  ];

  return (
    <ListScreen
      id="seller-orders-title"
      title={t('sellerOrders.title')}
      count={data ? t('sellerOrders.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('sellerOrders.apply')}>
          <SelectField
            name="status"
            label={t('sellerOrders.status')}
            placeholder={t('sellerOrders.any')}
            defaultValue={status ?? ''}
            key={status ?? 'any'}
            options={orderStatuses.map((value) => ({
              value,
              label: t(`checkout:status.${value}`),
            }))}
          />
        </FiltersBar>
      }
      error={error && t('sellerOrders.failed')}
      pages={data && { ...data, label: t('sellerOrders.pagination') }}
    >
      <DataTable
        caption={t('sellerOrders.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(order) => order.id}
        busy={isFetching && data !== undefined}
        loadingText={t('sellerOrders.loading')}
        empty={<EmptyList>{t('sellerOrders.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
