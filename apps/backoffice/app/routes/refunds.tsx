import {
  refundStatuses,
  useGetStaffRefundsQuery,
  type RefundStatus,
  type StaffRefund,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { SelectField } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';
import { RefundStatusBadge } from '~/components/status-badges';

const REFUNDS_PAGE_SIZE = 20;

/**
 * The status the list shows: the address's, or the requests waiting for a decision when it names
 * none; `status=` (empty) is every status.
 */
function statusOf(params: URLSearchParams): RefundStatus | undefined {
  const asked = params.get('status');
  if (asked === null) return 'requested';
  return (refundStatuses as readonly string[]).includes(asked)
    ? (asked as RefundStatus)
    : undefined;
}

/** Refund requests to decide, the longest waiting first, by status. */
export default function Refunds() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const status = statusOf(params);
  const { data, error, isFetching } = useGetStaffRefundsQuery({
    page: pageOf(params),
    pageSize: REFUNDS_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const columns: DataTableColumn<StaffRefund>[] = [
    {
      id: 'order',
      header: t('refunds.order'),
      rowHeader: true,
      cell: (refund) => (
        <Link
          to={`/refunds/${refund.id}`}
          className="font-semibold text-brand-700 underline"
          dir="ltr"
        >
          {refund.order.number}
        </Link>
      ),
    },
    {
      id: 'requestedAt',
      header: t('refunds.requestedAt'),
      cell: (refund) => (
        <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, lang)}</time>
      ),
    },
    { id: 'customer', header: t('refunds.customer'), cell: (refund) => refund.customer.name },
    {
      id: 'status',
      header: t('refunds.status'),
      cell: (refund) => <RefundStatusBadge status={refund.status} />,
    },
    {
      id: 'destination',
      header: t('refunds.destination'),
      cell: (refund) => t(`refunds.destinationName.${refund.destination}`),
    },
    {
      id: 'amount',
      header: t('refunds.amount'),
      align: 'end',
      cell: (refund) => formatAmount(refund.requestedAmount, refund.currency, lang),
    },
  ];
  return (
    <ListScreen
      id="refunds-title"
      title={t('refunds.title')}
      count={data ? t('refunds.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('refunds.apply')}>
          <SelectField
            name="status"
            label={t('refunds.status')}
            placeholder={t('refunds.any')}
            defaultValue={status ?? ''}
            key={status ?? 'any'}
            options={refundStatuses.map((value) => ({
              value,
              label: t(`refunds.statusName.${value}`),
            }))}
          />
        </FiltersBar>
      }
      error={error && t(errorStatus(error) === 403 ? 'refunds.notAllowed' : 'refunds.failed')}
      pages={data && { ...data, label: t('refunds.pagination') }}
    >
      <DataTable
        caption={t('refunds.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(refund) => refund.id}
        busy={isFetching && data !== undefined}
        loadingText={t('refunds.loading')}
        empty={<EmptyList>{t('refunds.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
