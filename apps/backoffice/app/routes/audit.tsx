import {
  staffActionSubjects,
  useGetStaffActionsQuery,
  type StaffAction,
  type StaffActionListQuery,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatDateTime } from '@shop/ui/format';
import {
  NumberField,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextField,
} from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { errorStatus } from '~/lib/api-errors';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const AUDIT_PAGE_SIZE = 25;
const actionPattern = /^[a-z_]+(?:\.[a-z_]+)*\.?$/;

/** The record's search from the address; what the API would refuse is left out. */
function searchOf(params: URLSearchParams): StaffActionListQuery {
  const action = params.get('action')?.trim().toLowerCase() ?? '';
  const subjectType = params.get('subjectType') ?? '';
  const subjectId = Number(params.get('subjectId'));
  return {
    page: pageOf(params),
    pageSize: AUDIT_PAGE_SIZE,
    ...(action.length <= 60 && actionPattern.test(action) ? { action } : {}),
    ...((staffActionSubjects as readonly string[]).includes(subjectType) ? { subjectType } : {}),
    ...(Number.isInteger(subjectId) && subjectId > 0 && subjectId <= 2_147_483_647
      ? { subjectId }
      : {}),
  };
}

/** Where an entry's subject opens in the back office, when it has a screen. */
function subjectPath(action: StaffAction): string | null {
  switch (action.subjectType) {
    case 'order':
      return `/orders/${action.subjectId}`;
    case 'refund':
      return `/refunds/${action.subjectId}`;
    case 'seller_application':
      return `/sellers/${action.subjectId}`;
    case 'coupon':
      return `/coupons/${action.subjectId}`;
    default:
      return null;
  }
}

/** The audit record (admins): every staff action, newest first, searched by action and subject. */
export default function Audit() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const search = searchOf(params);
  const { data, error, isFetching } = useGetStaffActionsQuery(search);
  const subjectName = (type: string) =>
    (staffActionSubjects as readonly string[]).includes(type)
      ? t(`audit.subjectName.${type}`)
      : type;

  const columns: DataTableColumn<StaffAction>[] = [
    {
      id: 'at',
      header: t('audit.at'),
      rowHeader: true,
      cell: (action) => (
        <time dateTime={action.createdAt}>{formatDateTime(action.createdAt, lang)}</time>
      ),
    },
    { id: 'staff', header: t('audit.staff'), cell: (action) => action.staffName },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (action) => <code dir="ltr">{action.action}</code>,
    },
    {
      id: 'subject',
      header: t('audit.subject'),
      cell: (action) => {
        const path = subjectPath(action);
        const label = `${subjectName(action.subjectType)} #${action.subjectId}`;
        return path ? (
          <Link to={path} className="font-semibold text-brand-700 underline">
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      id: 'detail',
      header: t('audit.detail'),
      cell: (action) => (
        <code dir="ltr" className="block max-w-md text-xs break-all">
          {JSON.stringify(action.detail)}
        </code>
      ),
    },
  ];

  return (
    <ListScreen
      id="audit-title"
      title={t('audit.title')}
      count={data ? t('audit.count', { count: data.total }) : undefined}
      filters={
        <Form
          method="get"
          role="search"
          aria-label={t('audit.title')}
          className="grid items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3 sm:grid-cols-[2fr_1fr_1fr_auto_auto]"
        >
          <TextField
            name="action"
            label={t('audit.action')}
            hint={t('audit.actionHint')}
            defaultValue={search.action ?? ''}
            key={`action-${search.action ?? ''}`}
            maxLength={60}
            dir="ltr"
          />
          <SelectField
            name="subjectType"
            label={t('audit.subject')}
            placeholder={t('audit.any')}
            defaultValue={search.subjectType ?? ''}
            key={`subject-${search.subjectType ?? ''}`}
            options={staffActionSubjects.map((value) => ({ value, label: subjectName(value) }))}
          />
          <NumberField
            name="subjectId"
            label={t('audit.subjectId')}
            defaultValue={search.subjectId ?? ''}
            key={`id-${search.subjectId ?? ''}`}
            maxLength={10}
          />
          <button type="submit" className={primaryButtonClass}>
            {t('audit.apply')}
          </button>
          <Link to="/audit" className={secondaryButtonClass}>
            {t('audit.clear')}
          </Link>
        </Form>
      }
      error={error && t(errorStatus(error) === 403 ? 'audit.notAllowed' : 'audit.failed')}
      pages={data && { ...data, label: t('audit.pagination') }}
    >
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(action) => action.id}
        busy={isFetching && data !== undefined}
        loadingText={t('audit.loading')}
        empty={<EmptyList>{t('audit.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
