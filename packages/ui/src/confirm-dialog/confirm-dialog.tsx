import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#form-fields/styles.ts';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when it closes without confirming: Escape, the close button or "Cancel". */
  onClose: () => void;
  /** The question, naming the dialog ("Cancel order SO-00000042?"). */
  title: string;
  /** What confirming does, and what it cannot undo. */
  children: ReactNode;
  /** The confirming button's text, saying the action ("Cancel the order"). */
  confirmLabel: string;
  /** Called on confirming; the caller closes the dialog when the action is done. */
  onConfirm: () => void;
  /** `danger` for what takes something away (cancel, reject, suspend): a red button. */
  tone?: 'danger' | 'default';
  /** The action is under way: the confirming button ignores presses. */
  busy?: boolean;
}

/**
 * Asks before an action that cannot be undone. A native modal `<dialog>`: focus starts on
 * "Cancel", so a stray Enter never confirms; Escape closes it; focus returns where it was.
 *
 * @example
 * ```tsx
 * <ConfirmDialog open={asking} onClose={() => setAsking(false)} tone="danger"
 *   title={t('order.cancelTitle', { number })} confirmLabel={t('order.cancel')}
 *   onConfirm={() => void cancel().finally(() => setAsking(false))}>
 *   {t('order.cancelText')}
 * </ConfirmDialog>
 * ```
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('account');
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      <div className="grid gap-4 text-start">
        <div className="text-ink">{children}</div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" data-autofocus onClick={onClose} className={secondaryButtonClass}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onConfirm()}
            className={tone === 'danger' ? dangerButtonClass : primaryButtonClass}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
