import type { CouponStatus, StaffCoupon } from '@shop/core/staff';
import { formatAmount, formatPercent } from '@shop/ui/format';
import { useTranslation } from 'react-i18next';
import { useBackOfficeLanguage } from '~/lib/language';

const statusTone: Record<CouponStatus, string> = {
  active: 'border-green-700 bg-green-50 text-green-900',
  paused: 'border-amber-700 bg-amber-50 text-amber-950',
  expired: 'border-line bg-surface text-ink',
  scheduled: 'border-brand-600 bg-brand-50 text-brand-900',
};

/** A coupon's state in words (never by colour alone). */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold ${statusTone[status]}`}
    >
      {t(`coupons.statusName.${status}`)}
    </span>
  );
}

/** "15 % (at most SAR 50.00)" or "SAR 25.00". */
export function CouponDiscount({ coupon }: { coupon: StaffCoupon }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  if (coupon.kind === 'fixed') {
    return <>{formatAmount(coupon.value, coupon.currency ?? coupon.usage.currency, lang)}</>;
  }
  const percent = formatPercent(coupon.value, lang);
  return (
    <>
      {coupon.maxDiscount !== null && coupon.currency
        ? t('coupons.percentCapped', {
            percent,
            max: formatAmount(coupon.maxDiscount, coupon.currency, lang),
          })
        : percent}
    </>
  );
}
