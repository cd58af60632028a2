import type { StaffCoupon } from '@shop/core/staff';
import { formatAmount, formatPercent } from '@shop/ui/format';
import { useTranslation } from 'react-i18next';
import { useBackOfficeLanguage } from '~/lib/language';

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
