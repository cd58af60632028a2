import type { NamedChoice, PaymentMethodId } from '@shop/core/checkout-state';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#form-fields/field.tsx';
import { secondaryButtonClass } from '#form-fields/styles.ts';

/** Props of {@link PaymentMethodSummary}. */
export interface PaymentMethodSummaryProps {
  /** The active payment method (spec §3); an empty id means none is chosen yet. */
  method: NamedChoice<PaymentMethodId | ''>;
  /** The page's language (R3.05: `nameEn` in English, `name` in Arabic). */
  lang: Locale;
  /** Opens the payment methods modal. */
  onOpen: () => void;
  /** The error to show, already translated (R5.24 when placing with no method). */
  error?: string | undefined;
}

/**
 * The checkout's payment row: "Payment method", the active method's name (or "Not chosen
 * yet") and a button that opens the payment methods modal: "Choose" or "Change", named in full
 * ("Change the payment method (Cash on delivery)") and described by the error.
 *
 * @example
 * ```tsx
 * <PaymentMethodSummary method={active} lang={lang} onOpen={() => setOverlay('payment')} />
 * ```
 */
export function PaymentMethodSummary({ method, lang, onOpen, error }: PaymentMethodSummaryProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const name = method.id ? localizedName(method, lang) : '';
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-raised p-3">
        <p className="grid">
          <span className="text-sm font-semibold text-ink">{t('payment.label')}</span>
          <span className={name ? 'text-ink' : 'text-ink-muted'}>{name || t('payment.none')}</span>
        </p>
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={name ? t('payment.changeLabel', { method: name }) : t('payment.chooseLabel')}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${secondaryButtonClass} min-h-10 text-sm`}
        >
          {name ? t('payment.change') : t('payment.choose')}
        </button>
      </div>
      <FieldError id={error ? `${id}-error` : undefined}>{error}</FieldError>
    </div>
  );
}
