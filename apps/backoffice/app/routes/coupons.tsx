import {
  COUPON_CODE_MAX,
  COUPON_PAGE_SIZE,
  couponStatuses,
  useGetStaffCouponsQuery,
  type CouponStatus,
  type StaffCoupon,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { primaryButtonClass, SelectField, TextField, textLinkClass } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';
import { CouponDiscount } from '~/components/coupon-parts';
import { CouponStatusBadge } from '~/components/status-badges';

/** The coupons (admins), newest first, by state and code, each with its usage. */
export default function Coupons() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status = (couponStatuses as readonly string[]).includes(asked)
    ? (asked as CouponStatus)
    : undefined;
  const q = params.get('q')?.trim().slice(0, COUPON_CODE_MAX) ?? '';
  const { data, error, isFetching } = useGetStaffCouponsQuery({
    page: pageOf(params),
    pageSize: COUPON_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  });
  const columns: DataTableColumn<StaffCoupon>[] = [
    {
      id: 'code',
      header: t('coupons.code'),
      rowHeader: true,
      cell: (coupon) => (
        <Link to={`/coupons/${coupon.id}`} className={textLinkClass} dir="ltr">
          {coupon.code}
        </Link>
      ),
    },
    {
      id: 'name',
      header: t('coupons.name'),
      cell: (coupon) => (lang === 'ar' ? coupon.name : coupon.nameEn),
    },
    {
      id: 'discount',
      header: t('coupons.discount'),
      cell: (coupon) => <CouponDiscount coupon={coupon} />,
    },
    {
      id: 'status',
      header: t('coupons.status'),
      cell: (coupon) => <CouponStatusBadge status={coupon.status} />,
    },
    {
      id: 'endsAt',
      header: t('coupons.endsAt'),
      cell: (coupon) =>
        coupon.endsAt ? (
          <time dateTime={coupon.endsAt}>{formatDateTime(coupon.endsAt, lang)}</time>
        ) : (
          t('coupons.noEnd')
        ),
    },
    {
      id: 'used',
      header: t('coupons.used'),
      align: 'end',
      cell: (coupon) =>
        coupon.maxUses === null
          ? String(coupon.usage.used)
          : t('coupons.usedOf', { used: coupon.usage.used, max: coupon.maxUses }),
    },
    { id: 'held', header: t('coupons.held'), align: 'end', cell: (coupon) => coupon.usage.held },
    {
      id: 'given',
      header: t('coupons.given'),
      align: 'end',
      cell: (coupon) => formatAmount(coupon.usage.discountGiven, coupon.usage.currency, lang),
    },
  ];
  return (
    <ListScreen
      id="coupons-title"
      title={t('coupons.title')}
      count={data ? t('coupons.count', { count: data.total }) : undefined}
      filters={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('coupons.apply')}>
            <SelectField
              name="status"
              label={t('coupons.status')}
              placeholder={t('coupons.any')}
              defaultValue={status ?? ''}
              key={status ?? 'any'}
              options={couponStatuses.map((value) => ({
                value,
                label: t(`coupons.statusName.${value}`),
              }))}
            />
            <TextField
              name="q"
              type="search"
              label={t('coupons.search')}
              defaultValue={q}
              key={`q-${q}`}
              maxLength={COUPON_CODE_MAX}
              dir="ltr"
            />
          </FiltersBar>
          <Link to="/coupons/new" className={primaryButtonClass}>
            {t('coupons.new')}
          </Link>
        </div>
      }
      error={error && t(errorStatus(error) === 403 ? 'coupons.notAllowed' : 'coupons.failed')}
      pages={data && { ...data, label: t('coupons.pagination') }}
    >
      <DataTable
        caption={t('coupons.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(coupon) => coupon.id}
        busy={isFetching && data !== undefined}
        loadingText={t('coupons.loading')}
        empty={<EmptyList>{t('coupons.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
