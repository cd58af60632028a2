import {
  useGetStaffCouponQuery,
  usePauseCouponMutation,
  useUpdateCouponMutation,
  type CouponRedemption,
  type StaffCouponDetail,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount, formatDateTime } from '@shop/ui/format';
import { dangerButtonClass, primaryButtonClass, textLinkClass } from '@shop/ui/form-fields';
import { Pagination } from '@shop/ui/pagination';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CouponForm } from '~/components/coupon-form';
import { CouponDiscount } from '~/components/coupon-parts';
import { CouponStatusBadge } from '~/components/status-badges';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { EmptyList } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

/** One coupon (admins): its usage, pause or resume, its terms to edit, and its uses. */
export default function CouponScreen() {
  const { t } = useTranslation('backoffice');
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const valid = isId(id);
  const { data, error, isLoading } = useGetStaffCouponQuery(
    { id, page: pageOf(params) },
    { skip: !valid },
  );
  const back = (
    <Link to="/coupons" className={textLinkClass}>
      {t('coupon.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404) {
    return <NotFound title={t('coupon.notFound')} back={back} />;
  }
  if (isLoading || !data) {
    return (
      <Loading
        text={
          error
            ? t(errorStatus(error) === 403 ? 'coupons.notAllowed' : 'coupons.failed')
            : t('coupons.loading')
        }
      />
    );
  }
  return (
    <CouponDetails
      coupon={data}
      back={back}
      created={params.get('created') === '1'}
      key={data.id}
    />
  );
}

function CouponDetails({
  coupon,
  back,
  created,
}: {
  coupon: StaffCouponDetail;
  back: ReactNode;
  created: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const [update] = useUpdateCouponMutation();
  const [pause, pausing] = usePauseCouponMutation();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    created ? { text: t('coupon.created'), failed: false } : null,
  );
  const paused = coupon.status === 'paused';

  const togglePause = async () => {
    const result = await pause({ id: coupon.id, pause: !paused });
    setAsking(false);
    setOutcome(
      'data' in result
        ? { text: t(paused ? 'coupon.resumed' : 'coupon.paused'), failed: false }
        : { text: t('coupon.pauseFailed'), failed: true },
    );
  };

  const columns: DataTableColumn<CouponRedemption>[] = [
    {
      id: 'at',
      header: t('coupon.usedAt'),
      rowHeader: true,
      cell: (use) => <time dateTime={use.createdAt}>{formatDateTime(use.createdAt, lang)}</time>,
    },
    { id: 'customer', header: t('coupon.customer'), cell: (use) => use.customer.name },
    {
      id: 'orders',
      header: t('coupon.orders'),
      cell: (use) => (
        <span className="flex flex-wrap gap-2">
          {use.orders.map((order) => (
            <Link key={order.id} to={`/orders/${order.id}`} className={textLinkClass} dir="ltr">
              {order.number}
            </Link>
          ))}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('coupon.useStatus'),
      cell: (use) => t(`coupon.useStatusName.${use.status}`),
    },
    {
      id: 'discount',
      header: t('coupon.useDiscount'),
      align: 'end',
      cell: (use) => formatAmount(use.discount, coupon.usage.currency, lang),
    },
  ];

  return (
    <article aria-labelledby="coupon-title" className="grid gap-6">
      <title>{`${coupon.code} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 id="coupon-title" className="text-2xl font-bold" dir="ltr">
          {coupon.code}
        </h1>
        <CouponStatusBadge status={coupon.status} />
        <button
          type="button"
          className={`${paused ? primaryButtonClass : dangerButtonClass} ms-auto`}
          onClick={() => setAsking(true)}
        >
          {t(paused ? 'coupon.resume' : 'coupon.pause')}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t(paused ? 'coupon.resumeTitle' : 'coupon.pauseTitle', { code: coupon.code })}
        confirmLabel={t(paused ? 'coupon.resume' : 'coupon.pause')}
        tone={paused ? 'default' : 'danger'}
        busy={pausing.isLoading}
        onConfirm={() => void togglePause()}
      >
        {t(paused ? 'coupon.resumeText' : 'coupon.pauseText')}
      </ConfirmDialog>
      <section aria-labelledby="usage-title" className="grid gap-2">
        <h2 id="usage-title" className="text-lg font-semibold">
          {t('coupon.usage')}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('coupons.discount')}</dt>
          <dd>
            <CouponDiscount coupon={coupon} />
          </dd>
          <dt className="font-semibold">{t('coupons.used')}</dt>
          <dd>
            {coupon.maxUses === null
              ? coupon.usage.used
              : t('coupons.usedOf', { used: coupon.usage.used, max: coupon.maxUses })}
          </dd>
          <dt className="font-semibold">{t('coupons.held')}</dt>
          <dd>{coupon.usage.held}</dd>
          <dt className="font-semibold">{t('coupons.given')}</dt>
          <dd>{formatAmount(coupon.usage.discountGiven, coupon.usage.currency, lang)}</dd>
        </dl>
      </section>
      <section aria-labelledby="terms-title" className="grid gap-2">
        <h2 id="terms-title" className="text-lg font-semibold">
          {t('coupon.terms')}
        </h2>
        <CouponForm
          coupon={coupon}
          submitLabel={t('coupon.save')}
          onSave={async (value) => {
            setOutcome(null);
            const result = await update({ id: coupon.id, ...value });
            if ('data' in result) {
              setOutcome({ text: t('coupon.saved'), failed: false });
              return { ok: true };
            }
            return { ok: false, error: result.error };
          }}
        />
      </section>
      <section aria-labelledby="uses-title" className="grid gap-2">
        <h2 id="uses-title" className="text-lg font-semibold">
          {t('coupon.uses', { count: coupon.redemptions.total })}
        </h2>
        <DataTable
          caption={t('coupon.usesCaption')}
          captionHidden
          columns={columns}
          rows={coupon.redemptions.items}
          rowKey={(use) => use.id}
          loadingText={t('coupons.loading')}
          empty={<EmptyList>{t('coupon.noUses')}</EmptyList>}
        />
        {coupon.redemptions.totalPages > 1 ? (
          <Pagination
            page={coupon.redemptions.page}
            totalPages={coupon.redemptions.totalPages}
            hrefFor={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              next.delete('created');
              return `?${next}`;
            }}
            lang={lang}
            label={t('coupon.usesPagination')}
          />
        ) : null}
      </section>
    </article>
  );
}
