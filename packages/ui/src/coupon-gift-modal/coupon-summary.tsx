import type { ChosenCoupon } from '@shop/core/checkout-state';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '#form-fields/styles.ts';

/** Props of {@link CouponSummary}. */
export interface CouponSummaryProps {
  /** The applied coupon, or null. */
  coupon: ChosenCoupon | null;
  /** The page's language (the coupon's name). */
  lang: Locale;
  /** Opens the coupon gift modal. */
  onOpen: () => void;
}

/**
 * The checkout's coupon row: "Coupon", the applied code and name (or "No coupon applied") and a
 * button opening the coupon gift modal ("Add a coupon" / "Change the coupon").
 *
 * @example
 * ```tsx
 * <CouponSummary coupon={choices.coupon} lang={lang} onOpen={() => setOverlay('coupon')} />
 * ```
 */
export function CouponSummary({ coupon, lang, onOpen }: CouponSummaryProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-raised p-3">
      <p className="grid">
        <span className="text-sm font-semibold text-ink">{t('coupon.legend')}</span>
        {coupon ? (
          <span className="text-ink">
            <bdi dir="ltr" className="font-semibold">
              {coupon.code}
            </bdi>{' '}
            · {localizedName(coupon, lang)}
          </span>
        ) : (
          <span className="text-ink-muted">{t('coupon.none')}</span>
        )}
      </p>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className={`${secondaryButtonClass} min-h-10 text-sm`}
      >
        {coupon ? t('coupon.change') : t('coupon.add')}
      </button>
    </div>
  );
}
