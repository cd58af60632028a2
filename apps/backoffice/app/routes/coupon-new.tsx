import { useCreateCouponMutation, type CouponCreate } from '@shop/core/staff';
import { textLinkClass } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CouponForm } from '~/components/coupon-form';

/** A new coupon (admins): once saved, its screen opens. */
export default function CouponNew() {
  const { t } = useTranslation('backoffice');
  const [create] = useCreateCouponMutation();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="coupon-new-title" className="grid gap-4">
      <title>{`${t('coupon.newTitle')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/coupons" className={textLinkClass}>
          {t('coupon.back')}
        </Link>
        <h1 id="coupon-new-title" className="text-2xl font-bold">
          {t('coupon.newTitle')}
        </h1>
      </div>
      <CouponForm
        submitLabel={t('coupon.create')}
        onSave={async (value) => {
          const result = await create(value as CouponCreate);
          if ('data' in result && result.data) {
            void navigate(`/coupons/${result.data.id}?created=1`);
            return { ok: true };
          }
          return { ok: false, error: result.error };
        }}
      />
    </section>
  );
}
