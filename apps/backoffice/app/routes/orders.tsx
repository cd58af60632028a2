import {
  MAX_STAFF_ORDER_SEARCH_LENGTH,
  orderStatuses,
  paymentStatuses,
  useGetStaffOrdersQuery,
  useMoveStaffOrderMutation,
  type StaffOrder,
  type StaffOrderSort,
  type StaffOrderTarget,
} from '@shop/core/staff';
import { useGetBrandsQuery } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { DataTable, type DataTableColumn, type RowKey } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { SelectField, TextField, secondaryButtonClass } from '@shop/ui/form-fields';
import { OrderStatusBadge } from '@shop/ui/order-status-badge';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { SlotText } from '~/components/slot-text';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { BOARD_POLL_MS, boardQueryOf } from '~/lib/list-params';

/** The moves the board makes on several orders at once: along the delivery, never a cancel. */
const bulkMoves = [
  'preparing',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly StaffOrderTarget[];

/** The board's sortable columns, and the sort a press on each asks for (descending first). */
const sortOfColumn: Record<string, [StaffOrderSort, StaffOrderSort]> = {
  placedAt: ['placed_desc', 'placed_asc'],
  total: ['total_desc', 'total_asc'],
};

/**
 * The order board: every shopper's orders, newest first (or sorted by a column), narrowed by
 * status, payment status, brand, one delivery slot and a search by order number or phone. The
 * filters and the sort live in the address; an open board asks again every few seconds, so a
 * new order appears without a reload (polling: see the README). Orders picked with their
 * checkboxes move along the delivery together.
 */
export default function Orders() {
  const { t } = useTranslation(['backoffice', 'checkout']);
  const { lang } = useBackOfficeLanguage();
  const [params, setParams] = useSearchParams();
  const query = boardQueryOf(params);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [move, moving] = useMoveStaffOrderMutation();
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
      sortable: true,
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
      sortable: true,
      cell: (order) => formatAmount(order.total, order.currency, lang),
    },
  ];

  const forbidden = errorStatus(error) === 403;
  const [sortColumn] =
    Object.entries(sortOfColumn).find(([, sorts]) => sorts.includes(query.sort ?? 'placed_desc')) ??
    [];
  const sortBy = (column: string) => {
    const sorts = sortOfColumn[column];
    if (!sorts) return;
    const next = new URLSearchParams(params);
    next.set('sort', query.sort === sorts[0] ? sorts[1] : sorts[0]);
    next.delete('page');
    setParams(next);
  };
  const picked = (data?.items ?? []).filter((order) => selected.has(order.id));
  const moveSelected = async (to: (typeof bulkMoves)[number]) => {
    setOutcome(null);
    let moved = 0;
    let refused = 0;
    for (const order of picked.filter((candidate) => candidate.moves.includes(to))) {
      const result = await move({ id: order.id, status: to });
      if (result.data) moved += 1;
      else refused += 1;
    }
    setSelected(new Set());
    setOutcome({
      text: [
        t('orders.bulkMoved', { count: moved, status: t(`checkout:status.${to}`) }),
        refused > 0 ? t('orders.bulkRefused', { count: refused }) : '',
      ]
        .join(' ')
        .trim(),
      failed: refused > 0,
    });
  };

  return (
    <ListScreen
      id="board-title"
      title={t('orders.title')}
      count={data ? t('orders.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar
          as={Form}
          label={t('orders.filters')}
          applyLabel={t('orders.apply')}
          actions={
            <Link to="/orders" className={secondaryButtonClass}>
              {t('orders.clear')}
            </Link>
          }
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
          {/* The sort and the slot stay while the other filters change. */}
          <input type="hidden" name="sort" value={query.sort ?? 'placed_desc'} />
          {query.slotId ? <input type="hidden" name="slotId" value={query.slotId} /> : null}
        </FiltersBar>
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
      {query.slotId ? (
        <p className="flex flex-wrap items-center gap-3">
          {t('orders.slotOnly')}
          <Link
            to={`/orders?${withoutSlot(params)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('orders.allSlots')}
          </Link>
        </p>
      ) : null}
      <OutcomeMessage outcome={outcome} />
      {picked.length > 0 ? (
        <div
          role="group"
          aria-label={t('orders.bulk')}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3"
        >
          <span className="font-semibold">{t('orders.selected', { count: picked.length })}</span>
          {bulkMoves.map((to) => {
            const count = picked.filter((order) => order.moves.includes(to)).length;
            return count > 0 ? (
              <button
                key={to}
                type="button"
                disabled={moving.isLoading}
                onClick={() => void moveSelected(to)}
                className={secondaryButtonClass}
              >
                {t('orders.bulkMove', { move: t(`order.moveTo.${to}`), count })}
              </button>
            ) : null;
          })}
        </div>
      ) : null}
      <DataTable
        caption={t(`orders.caption.${query.sort ?? 'placed_desc'}`)}
        columns={columns}
        rows={data?.items}
        rowKey={(order) => order.id}
        busy={isFetching && data !== undefined}
        loadingText={t('orders.loading')}
        empty={<EmptyList>{t('orders.empty')}</EmptyList>}
        sort={
          sortColumn
            ? {
                column: sortColumn,
                direction: query.sort?.endsWith('_asc') ? 'ascending' : 'descending',
              }
            : undefined
        }
        onSort={sortBy}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (order) => t('orders.select', { number: order.number }),
          allLabel: t('orders.selectAll'),
          disabled: (order) => !bulkMoves.some((to) => order.moves.includes(to)),
        }}
      />
    </ListScreen>
  );
}

/** The board's address without its slot filter (and back on the first page). */
function withoutSlot(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('slotId');
  next.delete('page');
  return next.toString();
}
