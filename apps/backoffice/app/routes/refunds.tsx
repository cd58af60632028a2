import {
  refundStatuses,
  useGetStaffRefundsQuery,
  type RefundStatus,
  type StaffRefund,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { SelectField, primaryButtonClass } from '@shop/ui/form-fields';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

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
      cell: (refund) => t(`refunds.statusName.${refund.status}`),
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
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/refunds?${next}`;
  };
  const forbidden = error && 'status' in error && error.status === 403;

  return (
    <section aria-labelledby="refunds-title" className="grid gap-4">
      <title>{`${t('refunds.title')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="refunds-title" className="text-2xl font-bold">
          {t('refunds.title')}
        </h1>
        {data ? (
          <p role="status" className="text-ink-muted">
            {t('refunds.count', { count: data.total })}
          </p>
        ) : null}
      </div>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3"
      >
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
        <button type="submit" className={primaryButtonClass}>
          {t('refunds.apply')}
        </button>
      </Form>
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {forbidden ? t('refunds.notAllowed') : t('refunds.failed')}
        </p>
      ) : (
        <DataTable
          caption={t('refunds.caption')}
          columns={columns}
          rows={data?.items}
          rowKey={(refund) => refund.id}
          busy={isFetching && data !== undefined}
          loadingText={t('refunds.loading')}
          empty={
            <p className="rounded-lg bg-surface-raised p-6 text-center">{t('refunds.empty')}</p>
          }
        />
      )}
      {data ? (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={hrefFor}
          lang={lang}
          label={t('refunds.pagination')}
        />
      ) : null}
    </section>
  );
}
