import type { NamedChoice, PaymentMethodId } from '@shop/core/checkout-state';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { primaryButtonClass } from '#form-fields/styles.ts';
import { WarningIcon } from '#icons/icons.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** A payment method the modal offers: its id and names (R3.05), and why it cannot be chosen. */
export interface PaymentMethodOption extends NamedChoice<PaymentMethodId> {
  /** Given, the method shows but cannot be chosen, and this (translated) text says why. */
  disabled?: string | undefined;
}

/** Props of {@link PaymentMethodsModal}. */
export interface PaymentMethodsModalProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /** Called when the modal closes itself (Escape, the close button). */
  onClose: () => void;
  /** The methods to offer, in order: cash on delivery, card, "Pay in 4" (spec §1). */
  methods: readonly PaymentMethodOption[];
  /** Id of the active method (checked when the modal opens); '' or null for none. */
  value?: PaymentMethodId | '' | null | undefined;
  /** Called with the method confirmed; set it active (R3.05) and close the modal. */
  onChoose: (method: NamedChoice<PaymentMethodId>) => void;
  /** The page's language (method names). */
  lang: Locale;
  /** A message above the methods, e.g. the "Pay in 4" refusal (R8.09), already translated. */
  notice?: string | undefined;
}

/**
 * The payment methods modal (R2.86): a native `<dialog>` titled "Payment methods" with the
 * methods as radios (names in the page's language, R3.05; a disabled one says why) and
 * "Confirm". Confirming with none chosen shows "Select payment method is required" (R5.24) under
 * the group, describing it, and moves focus to the first method. It does not close itself:
 * close it in `onChoose`.
 *
 * @example
 * ```tsx
 * <PaymentMethodsModal
 *   open={overlay === 'payment'}
 *   onClose={closeOverlay}
 *   methods={methods}
 *   value={active.id}
 *   lang={lang}
 *   onChoose={(method) => { dispatch(paymentMethodChosen(method)); closeOverlay(); }}
 * />
 * ```
 */
export function PaymentMethodsModal({
  open,
  onClose,
  methods,
  value,
  onChoose,
  lang,
  notice,
}: PaymentMethodsModalProps) {
  const { t } = useTranslation('checkout');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('payment.title')}>
      <PaymentMethodsForm
        methods={methods}
        value={value}
        onChoose={onChoose}
        lang={lang}
        notice={notice}
      />
    </ModalDialog>
  );
}

/** The modal's form: mounted at each opening, so it starts from the active method. */
function PaymentMethodsForm({
  methods,
  value,
  onChoose,
  lang,
  notice,
}: Omit<PaymentMethodsModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const usable = (method: PaymentMethodOption | undefined) =>
    method !== undefined && !method.disabled;
  const [chosen, setChosen] = useState<PaymentMethodId | null>(
    usable(methods.find((method) => method.id === value)) ? (value as PaymentMethodId) : null,
  );
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const method = methods.find((item) => item.id === chosen);
    if (!method || method.disabled) {
      setMissing(true);
      group.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    onChoose({ id: method.id, name: method.name, nameEn: method.nameEn });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {notice ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-warning-50 p-3 text-sm font-medium text-warning-900"
        >
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <span>{notice}</span>
        </p>
      ) : null}
      <ChoiceGroup
        legend={t('payment.legend')}
        error={missing ? t('validation.paymentMethodRequired') : undefined}
        errorId={`${id}-error`}
      >
        <div ref={group} className="grid gap-2">
          {methods.map((method, index) => {
            const nameId = `${id}-${index}-name`;
            const reasonId = `${id}-${index}-reason`;
            return (
              <label key={method.id} className={choiceCardClass}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method.id}
                  checked={chosen === method.id}
                  disabled={Boolean(method.disabled)}
                  // Named by the method alone; the reason it is disabled describes it.
                  aria-labelledby={nameId}
                  aria-describedby={method.disabled ? reasonId : undefined}
                  // The first usable method takes focus when the modal opens.
                  data-autofocus={
                    (chosen === null
                      ? methods.findIndex((item) => !item.disabled) === index
                      : chosen === method.id) || undefined
                  }
                  onChange={() => {
                    setChosen(method.id);
                    setMissing(false);
                  }}
                  className={choiceRadioClass}
                />
                <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                  <span id={nameId} className="font-semibold">
                    {localizedName(method, lang)}
                  </span>
                  {method.disabled ? (
                    <span id={reasonId} className="text-sm">
                      {method.disabled}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </ChoiceGroup>
      <button
        type="submit"
        className={`${primaryButtonClass} justify-self-stretch sm:justify-self-end`}
      >
        {t('payment.confirm')}
      </button>
    </form>
  );
}
