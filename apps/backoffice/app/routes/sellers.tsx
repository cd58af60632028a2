import { localizedName } from '@shop/core/i18n-loader';
import {
  sellerApplicationStatuses,
  useGetStaffSellerApplicationsQuery,
  type SellerApplicationStatus,
  type StaffSellerApplicationSummary,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAge, formatDateTime } from '@shop/ui/format';
import { SelectField } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { errorStatus } from '~/lib/api-errors';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';
import { ApplicationStatusBadge } from '~/components/status-badges';

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
      cell: (application) => <ApplicationStatusBadge status={application.status} />,
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

  return (
    <ListScreen
      id="sellers-title"
      title={t('sellers.title')}
      count={data ? t('sellers.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('sellers.apply')}>
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
        </FiltersBar>
      }
      error={error && t(errorStatus(error) === 403 ? 'sellers.notAllowed' : 'sellers.failed')}
      pages={data && { ...data, label: t('sellers.pagination') }}
    >
      <DataTable
        caption={t('sellers.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(application) => application.id}
        busy={isFetching && data !== undefined}
        loadingText={t('sellers.loading')}
        empty={<EmptyList>{t('sellers.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
