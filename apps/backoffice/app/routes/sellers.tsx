import { localizedName } from '@shop/core/i18n-loader';
import {
  sellerApplicationStatuses,
  useGetStaffSellerApplicationsQuery,
  type SellerApplicationStatus,
  type StaffSellerApplicationSummary,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAge, formatDateTime } from '@shop/ui/format';
import { primaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const SELLERS_PAGE_SIZE = 20;

/** The status shown: the address's, or the submitted ones to decide; `status=` is every status. */
function statusOf(params: URLSearchParams): SellerApplicationStatus | undefined {
  const asked = params.get('status');
  if (asked === null) return 'submitted';
  return (sellerApplicationStatuses as readonly string[]).includes(asked)
    ? (asked as SellerApplicationStatus)
    : undefined;
}

/** Seller applications by status, newest first, each with how long ago it came. */
export default function Sellers() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const status = statusOf(params);
  const { data, error, isFetching } = useGetStaffSellerApplicationsQuery({
    page: pageOf(params),
    pageSize: SELLERS_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const columns: DataTableColumn<StaffSellerApplicationSummary>[] = [
    {
      id: 'store',
      header: t('sellers.store'),
      rowHeader: true,
      cell: (application) => (
        <Link to={`/sellers/${application.id}`} className="font-semibold text-brand-700 underline">
          {localizedName(
            { name: application.displayName, nameEn: application.displayNameEn },
            lang,
          )}
        </Link>
      ),
    },
    {
      id: 'legalName',
      header: t('sellers.legalName'),
      cell: (application) =>
        localizedName({ name: application.legalName, nameEn: application.legalNameEn }, lang),
    },
    {
      id: 'crNumber',
      header: t('sellers.crNumber'),
      cell: (application) => <bdi dir="ltr">{application.crNumber}</bdi>,
    },
    {
      id: 'status',
      header: t('sellers.status'),
      cell: (application) => t(`sellers.statusName.${application.status}`),
    },
    {
      id: 'applied',
      header: t('sellers.applied'),
      cell: (application) => (
        <time dateTime={application.createdAt} title={formatDateTime(application.createdAt, lang)}>
          {formatAge(application.createdAt, lang)}
        </time>
      ),
    },
  ];
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/sellers?${next}`;
  };

  return (
    <section aria-labelledby="sellers-title" className="grid gap-4">
      <title>{`${t('sellers.title')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="sellers-title" className="text-2xl font-bold">
          {t('sellers.title')}
        </h1>
        {data ? (
          <p className="text-ink-muted">{t('sellers.count', { count: data.total })}</p>
        ) : null}
      </div>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3"
      >
        <SelectField
          name="status"
          label={t('sellers.status')}
          placeholder={t('sellers.any')}
          defaultValue={status ?? ''}
          key={status ?? 'any'}
          options={sellerApplicationStatuses.map((value) => ({
            value,
            label: t(`sellers.statusName.${value}`),
          }))}
        />
        <button type="submit" className={primaryButtonClass}>
          {t('sellers.apply')}
        </button>
      </Form>
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {errorStatus(error) === 403 ? t('sellers.notAllowed') : t('sellers.failed')}
        </p>
      ) : (
        <DataTable
          caption={t('sellers.caption')}
          columns={columns}
          rows={data?.items}
          rowKey={(application) => application.id}
          busy={isFetching && data !== undefined}
          loadingText={t('sellers.loading')}
          empty={
            <p className="rounded-lg bg-surface-raised p-6 text-center">{t('sellers.empty')}</p>
          }
        />
      )}
      {data ? (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={hrefFor}
          lang={lang}
          label={t('sellers.pagination')}
        />
      ) : null}
    </section>
  );
}
