import {
  MAX_CUSTOMIZATION_TEXT,
  type CartUpload,
  type CustomizationAnswer,
} from '@shop/core/cart-state';
import type { CustomizationOption, ProductDetail } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '#account-form/form-parts.tsx';
import { WarningIcon } from '#icons/icons.tsx';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { controlClass, errorClass, hintClass, labelClass } from '#form-fields/styles.ts';
import { FileUpload, type FileUploadState, type UploadAttempt } from '#file-upload/file-upload.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';
import { QuantityStepper } from '#quantity-stepper/quantity-stepper.tsx';

/** What `onUpload` answers: the stored file, or a translated refusal to show at the option. */
export type CustomizeUploadResult = UploadAttempt<CartUpload>;

/** Props of {@link CustomizeModal}. */
export interface CustomizeModalProps extends MoneyDisplay {
  /** Whether the modal is shown (controlled: the cart overlay is `customize`). */
  open: boolean;
  /** Called when it closes itself (Escape, the close button). Uploads under way are cancelled. */
  onClose: () => void;
  /** The product with its `customizationOptions`. */
  product: ProductDetail;
  /** The page's language. */
  lang: Locale;
  /**
   * Uploads one file (multipart `POST Cart/Upload`, R7.06). Call `onProgress` with the share
   * sent (0 to 1); stop when `signal` aborts (cancel, replace, close). Resolve with the stored
   * file or a translated message (e.g. `errors:api.upload_type`); a rejection shows a network
   * error.
   */
  onUpload: (
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<CustomizeUploadResult>;
  /** Called with the answers (as `POST Cart/Line` takes them) and the quantity, once complete. */
  onSubmit: (answers: CustomizationAnswer[], quantity: number) => void;
  /** The add is under way: the button shows it and further submits are ignored. */
  busy?: boolean;
  /** A translated refusal of the add (e.g. "the maximum quantity is 3"), shown at the top. */
  error?: string | null;
}

type FileAnswer = FileUploadState<CartUpload>;

/**
 * The customize modal (R2.84, R1.27): a product's options as radio groups (an optional one
 * offers "None"), free texts (up to MAX_CUSTOMIZATION_TEXT characters) and files (an image or
 * PDF up to the upload limit, checked before upload: {@link FileUpload}) with upload progress, cancel, a preview
 * (thumbnail or the PDF's name), replace and remove; the quantity; and the price with the chosen
 * options (display only: the API computes the cart's). Submitting with a required option
 * unanswered shows "Complete select all options" (R5.30) at the top and "Please Select An
 * Option" (R5.31) at each such option, focusing the first. A native modal `<dialog>`; its own
 * entry point, so product pages load it on demand.
 *
 * @example
 * ```tsx
 * <CustomizeModal
 *   open={overlay.kind === 'customize'}
 *   onClose={close}
 *   product={product}
 *   lang="en"
 *   storeCurrency={sar}
 *   onUpload={(file, onProgress, signal) => uploadCustomization(file, onProgress, signal)}
 *   onSubmit={(customization, quantity) => addLine({ productId: product.id, quantity, customization })}
 *   busy={adding}
 * />
 * ```
 */
export function CustomizeModal({ open, onClose, product, lang, ...rest }: CustomizeModalProps) {
  const { t } = useTranslation('cart');
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('customize.title', { name: localizedName(product, lang) })}
    >
      {/* Rendered only while open: every opening starts afresh. */}
      <CustomizeForm product={product} lang={lang} {...rest} />
    </ModalDialog>
  );
}

function CustomizeForm({
  product,
  lang,
  storeCurrency,
  currency,
  onUpload,
  onSubmit,
  busy = false,
  error,
}: Omit<CustomizeModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation(['cart', 'errors']);
  const formId = useId();
  const [choices, setChoices] = useState<Record<number, number | undefined>>({});
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<Record<number, FileAnswer | undefined>>({});
  const [quantity, setQuantity] = useState(1);
  const [submitted, setSubmitted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const name = localizedName(product, lang);
  const options = product.customizationOptions;
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const controlId = (option: CustomizationOption) => `${formId}-option-${option.id}`;
  const errorId = (option: CustomizationOption) => `${formId}-error-${option.id}`;
  const hintId = (option: CustomizationOption) => `${formId}-hint-${option.id}`;

  const answered = (option: CustomizationOption): boolean =>
    option.kind === 'choice'
      ? choices[option.id] !== undefined
      : option.kind === 'text'
        ? Boolean(texts[option.id]?.trim())
        : files[option.id]?.status === 'done';
  const uploading = options.some((option) => files[option.id]?.status === 'uploading');
  const missing = options.filter(
    (option) => option.required && !answered(option) && files[option.id]?.status !== 'uploading',
  );
  const missingIds = new Set(submitted ? missing.map((option) => option.id) : []);

  const deltas = options.reduce((sum, option) => {
    const choice = option.choices.find((c) => c.id === choices[option.id]);
    return sum + (choice?.priceDelta ?? 0);
  }, 0);
  const unitPrice = Math.max(0, product.price + deltas);
  const maxQuantity = Math.max(1, Math.min(product.maxPerOrder, product.stockQuantity));

  const setFile = (optionId: number, answer: FileAnswer | undefined) =>
    setFiles((current) => ({ ...current, [optionId]: answer }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const [first] = missing;
    if (first) {
      document.getElementById(controlId(first))?.focus();
      return;
    }
    if (uploading) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const answers = options.flatMap((option): CustomizationAnswer[] => {
      if (option.kind === 'choice') {
        const choiceId = choices[option.id];
        return choiceId === undefined ? [] : [{ optionId: option.id, choiceId }];
      }
      if (option.kind === 'text') {
        const text = texts[option.id]?.trim();
        return text ? [{ optionId: option.id, text }] : [];
      }
      const answer = files[option.id];
      return answer?.status === 'done' ? [{ optionId: option.id, uploadId: answer.upload.id }] : [];
    });
    onSubmit(answers, quantity);
  };

  /** The option's name and whether it is required, as its label says it. */
  const optionLabel = (option: CustomizationOption) => (
    <>
      {localizedName(option, lang)}{' '}
      <span className="font-normal text-ink-muted">
        ({option.required ? t('customize.required') : t('customize.optional')})
      </span>
    </>
  );
  const missingMessage = (option: CustomizationOption) =>
    missingIds.has(option.id) ? (
      <p id={errorId(option)} className={errorClass}>
        <WarningIcon className="mt-0.5 size-4 shrink-0" />
        <span>{t('customize.selectOption')}</span>
      </p>
    ) : null;
  const describedBy = (option: CustomizationOption, ...ids: string[]) =>
    [...ids, ...(missingIds.has(option.id) ? [errorId(option)] : [])].join(' ') || undefined;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 text-start">
      {submitted && missing.length > 0 ? (
        <FormMessage>{t('customize.incomplete')}</FormMessage>
      ) : null}
      {waiting && uploading ? <FormMessage>{t('customize.waitForUpload')}</FormMessage> : null}
      {error ? <FormMessage>{error}</FormMessage> : null}

      <div className="flex items-center gap-3">
        <img
          src={product.image}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-md bg-brand-50 object-cover"
        />
        <p className="font-semibold text-ink">{name}</p>
      </div>

      {options.map((option) => {
        if (option.kind === 'choice') {
          const legendId = `${controlId(option)}-legend`;
          const choiceList = option.required
            ? option.choices
            : [
                { id: 0, name: t('customize.none'), nameEn: t('customize.none'), priceDelta: 0 },
                ...option.choices,
              ];
          return (
            <div key={option.id} className="flex flex-col gap-2">
              <p id={legendId} className={labelClass}>
                {optionLabel(option)}
              </p>
              <div
                role="radiogroup"
                aria-labelledby={legendId}
                aria-required={option.required || undefined}
                aria-invalid={missingIds.has(option.id) || undefined}
                aria-describedby={describedBy(option)}
                className="flex flex-wrap gap-2"
              >
                {choiceList.map((choice, index) => {
                  const value = choice.id === 0 ? undefined : choice.id;
                  const choiceName = choice.id === 0 ? choice.name : localizedName(choice, lang);
                  return (
                    <label
                      key={choice.id}
                      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-surface-raised px-3 text-sm text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                    >
                      <input
                        id={index === 0 ? controlId(option) : undefined}
                        type="radio"
                        name={controlId(option)}
                        checked={choices[option.id] === value}
                        onChange={() =>
                          setChoices((current) => ({ ...current, [option.id]: value }))
                        }
                        className="size-4 accent-brand-700"
                      />
                      {choice.priceDelta === 0
                        ? choiceName
                        : t(
                            choice.priceDelta > 0
                              ? 'customize.choicePlus'
                              : 'customize.choiceMinus',
                            {
                              name: choiceName,
                              price: money(Math.abs(choice.priceDelta)),
                            },
                          )}
                    </label>
                  );
                })}
              </div>
              {missingMessage(option)}
            </div>
          );
        }

        if (option.kind === 'text') {
          return (
            <div key={option.id} className="flex flex-col gap-1.5">
              <label htmlFor={controlId(option)} className={labelClass}>
                {optionLabel(option)}
              </label>
              <input
                id={controlId(option)}
                type="text"
                maxLength={MAX_CUSTOMIZATION_TEXT}
                value={texts[option.id] ?? ''}
                onChange={(event) =>
                  setTexts((current) => ({ ...current, [option.id]: event.target.value }))
                }
                aria-required={option.required || undefined}
                aria-invalid={missingIds.has(option.id) || undefined}
                aria-describedby={describedBy(option, hintId(option))}
                className={controlClass}
              />
              <p id={hintId(option)} className={hintClass}>
                {t('customize.textHint', { max: MAX_CUSTOMIZATION_TEXT })}
              </p>
              {missingMessage(option)}
            </div>
          );
        }

        return (
          <div key={option.id} className="flex flex-col gap-2">
            <FileUpload<CartUpload>
              id={controlId(option)}
              label={optionLabel(option)}
              lang={lang}
              required={option.required}
              invalid={missingIds.has(option.id)}
              describedBy={missingIds.has(option.id) ? [errorId(option)] : []}
              onUpload={onUpload}
              onChange={(state) => setFile(option.id, state)}
            />
            {missingMessage(option)}
          </div>
        );
      })}

      <div className="flex flex-col gap-1.5">
        <span className={labelClass}>{t('stepper.input')}</span>
        <QuantityStepper name={name} value={quantity} max={maxQuantity} onChange={setQuantity} />
      </div>

      <div className="rounded-md bg-brand-50 p-3">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('customize.unitPrice')}</dt>
          <dd className="text-end text-ink">
            <bdi>{money(unitPrice)}</bdi>
          </dd>
          <dt className="font-semibold text-ink">{t('customize.total')}</dt>
          <dd className="text-end text-base font-bold text-ink">
            <bdi>{money(unitPrice * quantity)}</bdi>
          </dd>
        </dl>
        <p className="mt-1 text-xs text-ink-muted">{t('customize.priceNote')}</p>
      </div>

      <div className="flex justify-end border-t border-brand-100 pt-4">
        <SubmitButton busy={busy}>{t('customize.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** An alert at the top of the form (announced when it appears). */
function FormMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger-700 bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-800"
    >
      <WarningIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
