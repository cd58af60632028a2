import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@shop/core/cart-state';
import type { Locale } from '@shop/core/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { errorClass, hintClass, labelClass, secondaryButtonClass } from '#form-fields/styles.ts';
import { FileIcon, WarningIcon } from '#icons/icons.tsx';
import { ImagePreview } from './image-preview.tsx';

/** What the API keeps of an uploaded file (a cart's customization, a seller's document). */
export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
}

/** What `onUpload` answers: the stored file, or a translated refusal to show under the field. */
export type UploadAttempt<T extends UploadedFile> =
  { ok: true; upload: T } | { ok: false; message: string };

/** Where one file field stands (undefined: no file). */
export type FileUploadState<T extends UploadedFile> =
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'done'; file: File; upload: T }
  | { status: 'failed'; message: string };

/** Props of {@link FileUpload}. */
export interface FileUploadProps<T extends UploadedFile> {
  /** The native file input's id: what a form focuses when the file is missing. */
  id: string;
  /** The field's name as shown (already translated). */
  label: ReactNode;
  lang: Locale;
  /** Help under the label; defaults to the accepted kinds and size. */
  hint?: string;
  required?: boolean;
  /** Marks the control invalid (a missing file the form reports). */
  invalid?: boolean;
  /** Ids of the form's messages about this field (they describe the control). */
  describedBy?: readonly string[];
  /** Sends the file, reporting progress (0–1); aborted when replaced, cancelled or unmounted. */
  onUpload: (
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<UploadAttempt<T>>;
  /** Told each change of the field's state. */
  onChange: (state: FileUploadState<T> | undefined) => void;
}

/**
 * One file to upload as soon as it is chosen (an image or a PDF up to MAX_UPLOAD_BYTES, checked
 * before it is sent): a progress bar and cancel while it goes, then a preview (thumbnail, or a
 * PDF's icon) with replace and remove, or the refusal. The native input stays in the tab order,
 * visually hidden, its face a label in the page's language. Unmounting cancels an upload under
 * way. Used by the customize modal and the Become Seller form.
 *
 * @example
 * ```tsx
 * <FileUpload id="cr" label="CR certificate" lang="en" required onUpload={send} onChange={setCr} />
 * ```
 */
export function FileUpload<T extends UploadedFile>({
  id,
  label,
  lang,
  hint,
  required = false,
  invalid = false,
  describedBy = [],
  onUpload,
  onChange,
}: FileUploadProps<T>) {
  const { t } = useTranslation(['common', 'errors']);
  const [state, setState] = useState<FileUploadState<T> | undefined>();
  const running = useRef<AbortController | undefined>(undefined);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const failedId = `${id}-failed`;

  useEffect(() => () => running.current?.abort(), []);

  const change = (next: FileUploadState<T> | undefined) => {
    setState(next);
    onChange(next);
  };
  const maxSize = formatNumber(MAX_UPLOAD_BYTES / (1024 * 1024), lang, {
    style: 'unit',
    unit: 'megabyte',
  });

  const start = async (file: File) => {
    running.current?.abort();
    running.current = undefined;
    if (file.size > MAX_UPLOAD_BYTES) {
      change({ status: 'failed', message: t('common:upload.fileTooLarge', { size: maxSize }) });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    change({ status: 'uploading', file, progress: 0 });
    let result: UploadAttempt<T>;
    try {
      result = await onUpload(
        file,
        (fraction) => {
          if (controller.signal.aborted) return;
          change({ status: 'uploading', file, progress: Math.min(1, Math.max(0, fraction)) });
        },
        controller.signal,
      );
    } catch {
      result = { ok: false, message: t('errors:api.network_error') };
    }
    // Cancelled, replaced or unmounted meanwhile: that answer no longer matters.
    if (controller.signal.aborted) return;
    running.current = undefined;
    change(
      result.ok
        ? { status: 'done', file, upload: result.upload }
        : { status: 'failed', message: result.message },
    );
  };

  const cancel = () => {
    running.current?.abort();
    running.current = undefined;
    change(undefined);
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      <p id={hintId} className={hintClass}>
        {hint ?? t('common:upload.fileHint', { size: maxSize })}
      </p>
      {state?.status === 'uploading' ? (
        <div className="flex flex-col gap-2 rounded-md border border-brand-100 bg-brand-50 p-3">
          <p className="text-sm text-ink">
            {t('common:upload.uploading', { name: state.file.name })}
          </p>
          <div
            role="progressbar"
            aria-label={t('common:upload.progress', { name: state.file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${Math.round(state.progress * 100)}%` }}
            />
          </div>
          <button type="button" onClick={cancel} className={`${secondaryButtonClass} self-start`}>
            {t('common:upload.cancel')}
          </button>
        </div>
      ) : null}
      {state?.status === 'done' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-surface-raised p-3">
          {state.upload.contentType === 'application/pdf' ? (
            <FileIcon className="size-10 shrink-0 text-brand-700" />
          ) : (
            <ImagePreview
              file={state.file}
              alt={t('common:upload.preview', { name: state.upload.fileName })}
            />
          )}
          <p className="min-w-0 flex-1 text-sm break-words text-ink">
            {t('common:upload.uploaded', { name: state.upload.fileName })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => document.getElementById(id)?.click()}
              className={secondaryButtonClass}
            >
              {t('common:upload.replace')}
            </button>
            <button
              type="button"
              onClick={() => change(undefined)}
              className={secondaryButtonClass}
            >
              {t('common:upload.remove')}
            </button>
          </div>
        </div>
      ) : null}
      <div className={state?.status === 'uploading' || state?.status === 'done' ? 'hidden' : ''}>
        <input
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-labelledby={labelId}
          aria-required={required || undefined}
          aria-invalid={invalid || state?.status === 'failed' || undefined}
          aria-describedby={[
            hintId,
            ...(state?.status === 'failed' ? [failedId] : []),
            ...describedBy,
          ].join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
            if (file) void start(file);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`${secondaryButtonClass} cursor-pointer peer-focus:outline-2 peer-focus:outline-offset-2 peer-focus:outline-brand-600`}
        >
          <FileIcon className="size-5" />
          {t('common:upload.choose')}
        </label>
      </div>
      {state?.status === 'failed' ? (
        <p id={failedId} className={errorClass}>
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <span>{state.message}</span>
        </p>
      ) : null}
    </div>
  );
}
