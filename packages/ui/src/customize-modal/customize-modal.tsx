import {
  MAX_CUSTOMIZATION_TEXT,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  type CartUpload,
  type CustomizationAnswer,
} from '@shop/core/cart-state';
import type { CustomizationOption, ProductDetail } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '#account-form/form-parts.tsx';
import { FileIcon, WarningIcon } from '#icons/icons.tsx';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { formatNumber } from '#format/format-number.ts';
import {
  controlClass,
  errorClass,
  hintClass,
  labelClass,
  secondaryButtonClass,
} from '#form-fields/styles.ts';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';
import { QuantityStepper } from '#quantity-stepper/quantity-stepper.tsx';

/** What `onUpload` answers: the stored file, or a translated refusal to show at the option. */
export type CustomizeUploadResult =
  { ok: true; upload: CartUpload } | { ok: false; message: string };

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

type FileAnswer =
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'done'; file: File; upload: CartUpload }
  | { status: 'failed'; message: string };

/**
 * The customize modal (R2.84, R1.27): a product's options as radio groups (an optional one
 * offers "None"), free texts (up to MAX_CUSTOMIZATION_TEXT characters) and files (an image or
 * PDF up to MAX_UPLOAD_BYTES, checked before upload) with upload progress, cancel, a preview
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
  const uploads = useRef(new Map<number, AbortController>());

  // Closing the modal cancels the uploads still under way.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const name = localizedName(product, lang);
  const options = product.customizationOptions;
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const maxSize = formatNumber(MAX_UPLOAD_BYTES / (1024 * 1024), lang, {
    style: 'unit',
    unit: 'megabyte',
  });
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

  const startUpload = async (option: CustomizationOption, file: File) => {
    uploads.current.get(option.id)?.abort();
    uploads.current.delete(option.id);
    if (file.size > MAX_UPLOAD_BYTES) {
      setFile(option.id, {
        status: 'failed',
        message: t('customize.fileTooLarge', { size: maxSize }),
      });
      return;
    }
    const controller = new AbortController();
    uploads.current.set(option.id, controller);
    setFile(option.id, { status: 'uploading', file, progress: 0 });
    let result: CustomizeUploadResult;
    try {
      result = await onUpload(
        file,
        (fraction) => {
          if (controller.signal.aborted) return;
          const progress = Math.min(1, Math.max(0, fraction));
          setFile(option.id, { status: 'uploading', file, progress });
        },
        controller.signal,
      );
    } catch {
      result = { ok: false, message: t('errors:api.network_error') };
    }
    // Cancelled, replaced or closed meanwhile: that answer no longer matters.
    if (controller.signal.aborted) return;
    uploads.current.delete(option.id);
    setFile(
      option.id,
      result.ok
        ? { status: 'done', file, upload: result.upload }
        : { status: 'failed', message: result.message },
    );
  };

  const cancelUpload = (option: CustomizationOption) => {
    uploads.current.get(option.id)?.abort();
    uploads.current.delete(option.id);
    setFile(option.id, undefined);
  };

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

        const answer = files[option.id];
        const labelId = `${controlId(option)}-label`;
        return (
          <div key={option.id} className="flex flex-col gap-2">
            <p id={labelId} className={labelClass}>
              {optionLabel(option)}
            </p>
            <p id={hintId(option)} className={hintClass}>
              {t('customize.fileHint', { size: maxSize })}
            </p>
            {answer?.status === 'uploading' ? (
              <div className="flex flex-col gap-2 rounded-md border border-brand-100 bg-brand-50 p-3">
                <p className="text-sm text-ink">
                  {t('customize.uploading', { name: answer.file.name })}
                </p>
                <div
                  role="progressbar"
                  aria-label={t('customize.uploadProgress', { name: answer.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(answer.progress * 100)}
                  className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
                >
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${Math.round(answer.progress * 100)}%` }}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => cancelUpload(option)}
                  className={`${secondaryButtonClass} self-start`}
                >
                  {t('customize.cancelUpload')}
                </button>
              </div>
            ) : null}
            {answer?.status === 'done' ? (
              <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-surface-raised p-3">
                {answer.upload.contentType === 'application/pdf' ? (
                  <FileIcon className="size-10 shrink-0 text-brand-700" />
                ) : (
                  <ImagePreview
                    file={answer.file}
                    alt={t('customize.preview', { name: answer.upload.fileName })}
                  />
                )}
                <p className="min-w-0 flex-1 text-sm break-words text-ink">
                  {t('customize.uploaded', { name: answer.upload.fileName })}
                </p>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => document.getElementById(controlId(option))?.click()}
                    className={secondaryButtonClass}
                  >
                    {t('customize.replaceFile')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setFile(option.id, undefined)}
                    className={secondaryButtonClass}
                  >
                    {t('customize.removeFile')}
                  </button>
                </div>
              </div>
            ) : null}
            {/* The native input, visually hidden but focusable; its visible face is the label
                below, in the page's language (the browser's own button is not). */}
            <div
              className={
                answer?.status === 'uploading' || answer?.status === 'done' ? 'hidden' : ''
              }
            >
              <input
                id={controlId(option)}
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-labelledby={labelId}
                aria-required={option.required || undefined}
                aria-invalid={missingIds.has(option.id) || answer?.status === 'failed' || undefined}
                aria-describedby={describedBy(
                  option,
                  hintId(option),
                  ...(answer?.status === 'failed' ? [`${errorId(option)}-upload`] : []),
                )}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared, so choosing the same file again is a change too.
                  event.target.value = '';
                  if (file) void startUpload(option, file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={controlId(option)}
                className={`${secondaryButtonClass} cursor-pointer peer-focus:outline-2 peer-focus:outline-offset-2 peer-focus:outline-brand-600`}
              >
                <FileIcon className="size-5" />
                {t('customize.chooseFile')}
              </label>
            </div>
            {answer?.status === 'failed' ? (
              <p id={`${errorId(option)}-upload`} className={errorClass}>
                <WarningIcon className="mt-0.5 size-4 shrink-0" />
                <span>{answer.message}</span>
              </p>
            ) : null}
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
      className="flex items-start gap-2 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
    >
      <WarningIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A thumbnail of the chosen picture (the shopper's own file), its object URL freed when it goes. */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img ref={show} alt={alt} className="size-16 shrink-0 rounded-md bg-brand-50 object-cover" />
  );
}
