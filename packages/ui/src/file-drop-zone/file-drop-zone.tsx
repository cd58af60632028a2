import type { Locale } from '@shop/core/i18n';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { ImagePreview } from '#file-upload/image-preview.tsx';
import { errorClass, hintClass, labelClass, secondaryButtonClass } from '#form-fields/styles.ts';
import { FileIcon, WarningIcon } from '#icons/icons.tsx';

/** A picture the zone shows: one chosen (a `file`) or stored (a `src`). */
export interface DropZoneItem {
  /** Stable key: the stored picture's id, or a local one while it is sent. */
  key: string;
  /** Its text alternative (also names its remove button). */
  name: string;
  /** Where a stored picture is served. */
  src?: string;
  /** The picture as chosen, previewed before it is stored. */
  file?: File;
  /** Still being sent: shown busy, without a remove button. */
  busy?: boolean;
}

/** Props of {@link FileDropZone}. */
export interface FileDropZoneProps {
  /** The native file input's id. */
  id: string;
  /** The field's name as shown (already translated). */
  label: ReactNode;
  lang: Locale;
  /** The MIME types taken (checked before `onFiles`; the API checks the bytes again). */
  accept: readonly string[];
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The most pictures the field holds (items included); none: no limit. */
  maxFiles?: number;
  /** The pictures chosen or stored so far. */
  items: readonly DropZoneItem[];
  /** Called with the files that passed the type, size and count checks (dropped or chosen). */
  onFiles: (files: File[]) => void;
  /** Called with an item's key when its remove button is pressed. */
  onRemove: (key: string) => void;
  /** A refusal from elsewhere (the API's), announced with the zone's own. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The short names of MIME types shown to people. */
const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/**
 * Pictures dropped on the zone or chosen with its button (a real file input, in the tab order,
 * so keyboard users need no dragging): the accepted types and size are shown, each file is
 * checked before `onFiles` gets it, refusals are announced (`role="alert"`), and the chosen or
 * stored pictures are previewed, each with a remove button naming it. It holds no files
 * itself: the parent sends them and passes the `items` back.
 *
 * @example
 * ```tsx
 * <FileDropZone id="pictures" label="Pictures" lang="en" accept={['image/png']}
 *   maxBytes={5_242_880} maxFiles={8} items={items} onFiles={send} onRemove={remove} />
 * ```
 */
export function FileDropZone({
  id,
  label,
  lang,
  accept,
  maxBytes,
  maxFiles,
  items,
  onFiles,
  onRemove,
  error,
  disabled = false,
}: FileDropZoneProps) {
  const { t } = useTranslation('backoffice');
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const alertId = useId();

  const size = formatNumber(maxBytes / (1024 * 1024), lang, { style: 'unit', unit: 'megabyte' });
  const types = new Intl.ListFormat(lang, { type: 'disjunction' }).format(
    accept.map((type) => typeNames[type] ?? type),
  );
  const full = maxFiles !== undefined && items.length >= maxFiles;

  const take = (files: readonly File[]) => {
    const taken: File[] = [];
    const refused: string[] = [];
    let room = maxFiles === undefined ? Number.POSITIVE_INFINITY : maxFiles - items.length;
    for (const file of files) {
      if (!accept.includes(file.type)) {
        refused.push(t('fileDropZone.wrongType', { name: file.name, types }));
      } else if (file.size > maxBytes) {
        refused.push(t('fileDropZone.tooLargeNamed', { name: file.name, size }));
      } else if (room <= 0) {
        refused.push(t('fileDropZone.tooMany', { name: file.name, limit: maxFiles }));
      } else {
        taken.push(file);
        room -= 1;
      }
    }
    setRefusals(refused);
    if (taken.length > 0) onFiles(taken);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  const messages = [...refusals, ...(error ? [error] : [])];

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      <p id={hintId} className={hintClass}>
        {maxFiles === undefined
          ? t('fileDropZone.acceptHint', { types, size })
          : t('fileDropZone.acceptHintLimit', { types, size, limit: maxFiles })}
      </p>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-line bg-surface-raised p-5 text-center data-dragging:border-brand-600 data-dragging:bg-brand-50"
      >
        <FileIcon className="size-8 text-brand-700" />
        <p className="text-sm text-ink">{t('fileDropZone.dropHere')}</p>
        <input
          id={id}
          type="file"
          multiple={maxFiles === undefined || maxFiles - items.length > 1}
          accept={accept.join(',')}
          disabled={disabled || full}
          aria-labelledby={labelId}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={[hintId, ...(messages.length > 0 ? [alertId] : [])].join(' ')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
            take(files);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={`${secondaryButtonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:border-line peer-disabled:text-ink-muted`}
        >
          {t('fileDropZone.chooseMany')}
        </label>
      </div>
      <div id={alertId} role="alert" className="flex flex-col gap-1">
        {messages.map((message) => (
          <p key={message} className={errorClass}>
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ))}
      </div>
      {items.length > 0 ? (
        <ul aria-label={t('fileDropZone.chosen')} className="flex flex-wrap gap-3">
          {items.map((item) => (
            <li
              key={item.key}
              aria-busy={item.busy || undefined}
              className="flex w-28 flex-col items-center gap-1 rounded-md border border-line p-2"
            >
              <ImagePreview
                {...(item.file ? { file: item.file } : {})}
                {...(item.src ? { src: item.src } : {})}
                alt={item.name}
                className="size-20"
              />
              {item.busy ? (
                <span className="text-xs text-ink-muted">{t('fileDropZone.sending')}</span>
              ) : (
                <button
                  type="button"
                  onClick={() => onRemove(item.key)}
                  aria-label={t('fileDropZone.removeNamed', { name: item.name })}
                  className="min-h-11 rounded-md px-2 text-sm font-semibold text-danger-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t('fileDropZone.removeShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
