import {
  orderStatuses,
  useGetSellerOrdersQuery,
  type OrderStatus,
  type SellerOrder,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime, formatDay, formatTimeRange } from '@shop/ui/format';
import { primaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
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
      cell: (order) =>
        order.slot ? (
          <>
            {formatDay(order.slot.startsAt, lang)}
            <br />
            <bdi dir="ltr">{formatTimeRange(order.slot.startsAt, order.slot.endsAt, lang)}</bdi>
          </>
        ) : (
          t('sellerOrders.noSlot')
        ),
    },
    {
      id: 'total',
      header: t('sellerOrders.total'),
      align: 'end',
      cell: (order) => formatAmount(order.total, order.currency, lang),
    },
  ];
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/seller-orders?${next}`;
  };

  return (
    <section aria-labelledby="seller-orders-title" className="grid gap-4">
      <title>{`${t('sellerOrders.title')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="seller-orders-title" className="text-2xl font-bold">
          {t('sellerOrders.title')}
        </h1>
        {data ? (
          <p className="text-ink-muted">{t('sellerOrders.count', { count: data.total })}</p>
        ) : null}
      </div>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3"
      >
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
        <button type="submit" className={primaryButtonClass}>
          {t('sellerOrders.apply')}
        </button>
      </Form>
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('sellerOrders.failed')}
        </p>
      ) : (
        <DataTable
          caption={t('sellerOrders.caption')}
          columns={columns}
          rows={data?.items}
          rowKey={(order) => order.id}
          busy={isFetching && data !== undefined}
          loadingText={t('sellerOrders.loading')}
          empty={
            <p className="rounded-lg bg-surface-raised p-6 text-center">
              {t('sellerOrders.empty')}
            </p>
          }
        />
      )}
      {data ? (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={hrefFor}
          lang={lang}
          label={t('sellerOrders.pagination')}
        />
      ) : null}
    </section>
  );
}
