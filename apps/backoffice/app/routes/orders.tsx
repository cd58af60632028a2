import {
  MAX_STAFF_ORDER_SEARCH_LENGTH,
  orderStatuses,
  paymentStatuses,
  useGetStaffOrdersQuery,
  type StaffOrder,
} from '@shop/core/staff';
import { useGetBrandsQuery } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import {
  SelectField,
  TextField,
  primaryButtonClass,
  secondaryButtonClass,
} from '@shop/ui/form-fields';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { SlotText } from '~/components/slot-text';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { BOARD_POLL_MS, boardQueryOf } from '~/lib/list-params';

/**
 * The order board: every shopper's orders, newest first, narrowed by status, payment status and
 * a search by order number or phone. The filters live in the address; an open board asks again
 * every few seconds, so a new order appears without a reload (polling: see the README).
 */
export default function Orders() {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const query = boardQueryOf(params);
  const { data: brands } = useGetBrandsQuery({});
  const { data, error, isFetching, refetch } = useGetStaffOrdersQuery(query, {
    pollingInterval: BOARD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  const columns: DataTableColumn<StaffOrder>[] = [
    {
      id: 'number',
      header: t('orders.number'),
      rowHeader: true,
      cell: (order) => (
        <Link
          to={`/orders/${order.id}`}
          className="font-semibold text-brand-700 underline"
          dir="ltr"
        >
          {order.number}
        </Link>
      ),
    },
    {
      id: 'placedAt',
      header: t('orders.placedAt'),
      cell: (order) => (
        <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, lang)}</time>
      ),
    },
    {
      id: 'customer',
      header: t('orders.customer'),
      cell: (order) => (
        <>
          {order.customer.name}
          <br />
          <bdi dir="ltr" className="text-ink-muted">
            {order.customer.phone}
          </bdi>
        </>
      ),
    },
    {
      id: 'brand',
      header: t('orders.brand'),
      cell: (order) => {
        const brand = brands?.find((candidate) => candidate.id === order.brandId);
        return brand ? localizedName(brand, lang) : null;
      },
    },
    {
      id: 'status',
      header: t('orders.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'payment',
      header: t('orders.paymentStatus'),
      cell: (order) => (
        <>
          {t(`checkout:paymentMethod.${order.paymentMethod}`)}
          <br />
          <span className="text-ink-muted">
            {t(`checkout:paymentStatus.${order.paymentStatus}`)}
          </span>
        </>
      ),
    },
    {
      id: 'slot',
      header: t('orders.slot'),
      cell: (order) => <SlotText slot={order.slot} />,
    },
    {
      id: 'total',
      header: t('orders.total'),
      align: 'end',
      cell: (order) => formatAmount(order.total, order.currency, lang),
    },
  ];

  const forbidden = errorStatus(error) === 403;

  return (
    <ListScreen
      id="board-title"
      title={t('orders.title')}
      count={data ? t('orders.count', { count: data.total }) : undefined}
      filters={
        <Form
          method="get"
          role="search"
          aria-label={t('orders.filters')}
          className="grid items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto]"
        >
          <TextField
            name="q"
            type="search"
            label={t('orders.search')}
            hint={t('orders.searchHint')}
            defaultValue={query.q ?? ''}
            maxLength={MAX_STAFF_ORDER_SEARCH_LENGTH}
            key={`q-${query.q ?? ''}`}
          />
          <SelectField
            name="status"
            label={t('orders.status')}
            placeholder={t('orders.any')}
            defaultValue={query.status ?? ''}
            key={`status-${query.status ?? ''}`}
            options={orderStatuses.map((status) => ({
              value: status,
              label: t(`checkout:status.${status}`),
            }))}
          />
          <SelectField
            name="paymentStatus"
            label={t('orders.paymentStatus')}
            placeholder={t('orders.any')}
            defaultValue={query.paymentStatus ?? ''}
            key={`payment-${query.paymentStatus ?? ''}`}
            options={paymentStatuses.map((status) => ({
              value: status,
              label: t(`checkout:paymentStatus.${status}`),
            }))}
          />
          <SelectField
            name="brandId"
            label={t('orders.brand')}
            placeholder={t('orders.any')}
            defaultValue={query.brandId ? String(query.brandId) : ''}
            key={`brand-${query.brandId ?? ''}`}
            options={(brands ?? []).map((brand) => ({
              value: String(brand.id),
              label: localizedName(brand, lang),
            }))}
          />
          <button type="submit" className={primaryButtonClass}>
            {t('orders.apply')}
          </button>
          <Link to="/orders" className={secondaryButtonClass}>
            {t('orders.clear')}
          </Link>
        </Form>
      }
      error={
        error && (
          <>
            <p>{forbidden ? t('orders.notAllowed') : t('orders.failed')}</p>
            {forbidden ? null : (
              <button type="button" onClick={() => void refetch()} className={secondaryButtonClass}>
                {t('orders.retry')}
              </button>
            )}
          </>
        )
      }
      pages={data && { ...data, label: t('orders.pagination') }}
    >
      <DataTable
        caption={t('orders.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(order) => order.id}
        busy={isFetching && data !== undefined}
        loadingText={t('orders.loading')}
        empty={<EmptyList>{t('orders.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
