import type { AppliedCoupon } from '@shop/core/checkout-schemas';
import { MAX_COUPON_CODE_LENGTH } from '@shop/core/checkout-schemas';
import type { ChosenCoupon } from '@shop/core/checkout-state';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '#form-fields/styles.ts';
import { TextField } from '#form-fields/text-field.tsx';
import { CheckIcon } from '#icons/icons.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** What checking a code gave: the coupon the API applied, or the (translated) reason it did not. */
export type CouponCheck = { coupon: AppliedCoupon } | { error: string };

/** Props of {@link CouponGiftModal}. */
export interface CouponGiftModalProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /** Called when it closes itself: Escape, the close button, "Done". */
  onClose: () => void;
  /**
   * Checks a code with the API and, when valid, makes it the checkout's coupon. Answers the
   * coupon, or the error to show (R5.29 "Please enter a valid coupon" for an invalid code).
   */
  onApply: (code: string) => Promise<CouponCheck>;
  /** The coupon applied now, shown with "Remove". */
  applied?: ChosenCoupon | null | undefined;
  /** Removes the applied coupon. */
  onRemove?: (() => void) | undefined;
  /** Coupons and gift coupons the shopper holds, to pick instead of typing. */
  coupons?: readonly ChosenCoupon[] | undefined;
  /** The page's language (coupon names). */
  lang: Locale;
}

/**
 * The coupon gift modal (R2.85): type a coupon code (or pick one of the shopper's coupons) and
 * "Apply". An empty or refused code says "Please enter a valid coupon" (R5.29) at the field,
 * which is described by it and takes focus; a valid one says the coupon-applied message (R8.27)
 * as a status, with "Done". The applied coupon shows with "Remove".
 *
 * @example
 * ```tsx
 * <CouponGiftModal open={overlay === 'coupon'} onClose={closeOverlay} lang={lang}
 *   applied={coupon} onRemove={() => dispatch(couponCleared())}
 *   onApply={async (code) => { … checkCoupon, then dispatch(couponApplied(coupon)) … }} />
 * ```
 */
export function CouponGiftModal({ open, onClose, ...props }: CouponGiftModalProps) {
  const { t } = useTranslation('checkout');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('coupon.title')}>
      <CouponForm {...props} onDone={onClose} />
    </ModalDialog>
  );
}

/** The modal's content: mounted at each opening, so it starts empty. */
function CouponForm({
  onApply,
  applied,
  onRemove,
  coupons = [],
  lang,
  onDone,
}: Omit<CouponGiftModalProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState<AppliedCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const apply = async (value: string) => {
    if (busy) return;
    const trimmed = value.trim();
    setSuccess(null);
    if (!trimmed) {
      setError(t('validation.couponInvalid'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const result = await onApply(trimmed);
    setBusy(false);
    if ('error' in result) {
      setError(result.error);
      input.current?.focus();
      return;
    }
    setError('');
    setCode('');
    setSuccess(result.coupon);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };

  return (
    <div className="grid gap-5 text-start">
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-brand-50 p-3">
          <p className="grid">
            <bdi dir="ltr" className="font-semibold text-ink">
              {applied.code}
            </bdi>
            <span className="text-sm text-ink-muted">{localizedName(applied, lang)}</span>
          </p>
          {onRemove ? (
            <button
              type="button"
              aria-label={t('coupon.removeLabel', { code: applied.code })}
              onClick={() => {
                setSuccess(null);
                onRemove();
              }}
              className={`${secondaryButtonClass} min-h-10 text-sm`}
            >
              {t('coupon.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          ref={input}
          label={t('coupon.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
          error={error || undefined}
          maxLength={MAX_COUPON_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          className="min-w-48 flex-1"
        />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          // Aligned with the input under the field's label.
          className={`${primaryButtonClass} sm:mt-6`}
        >
          {t('coupon.apply')}
        </button>
      </form>
      <p role="status" className="empty:hidden">
        {success ? (
          <span className="flex items-start gap-2 rounded-md bg-success-50 p-3 font-medium text-success-900">
            <CheckIcon className="mt-0.5 size-5 shrink-0" />
            {t('coupon.applied', {
              name: localizedName(success, lang),
              code: success.code,
            })}
          </span>
        ) : null}
      </p>
      {coupons.length > 0 ? (
        <section aria-labelledby={`${id}-yours`} className="grid gap-2">
          <h3 id={`${id}-yours`} className="font-semibold text-ink">
            {t('coupon.yours')}
          </h3>
          <ul className="grid gap-2">
            {coupons.map((coupon) => (
              <li
                key={coupon.code}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-brand-700 p-3"
              >
                <span className="grid">
                  <bdi dir="ltr" className="font-semibold text-ink">
                    {coupon.code}
                  </bdi>
                  <span className="text-sm text-ink-muted">{localizedName(coupon, lang)}</span>
                </span>
                <button
                  type="button"
                  aria-disabled={busy || undefined}
                  onClick={() => void apply(coupon.code)}
                  className={`${secondaryButtonClass} min-h-10 text-sm`}
                >
                  {t('coupon.use', { code: coupon.code })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {success ? (
        <button
          type="button"
          onClick={onDone}
          className={`${primaryButtonClass} justify-self-stretch sm:justify-self-end`}
        >
          {t('coupon.done')}
        </button>
      ) : null}
    </div>
  );
}
