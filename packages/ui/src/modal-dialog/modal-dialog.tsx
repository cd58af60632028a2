import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#icons/icons.tsx';
import { useNativeDialog } from './use-native-dialog.ts';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the dialog closes itself: Escape, the close button, or `onClose` of the form. */
  onClose: () => void;
  /** The title, shown as the dialog's heading and naming it. */
  title: string;
  /** The content, usually a form. Mark the control to focus first with `data-autofocus`. */
  children: ReactNode;
}

/**
 * A modal native `<dialog>` (`showModal()`: top layer, inert page, Escape closes) with a title
 * that names it and a close button. On opening, focus goes to the `[data-autofocus]` element
 * inside (else the browser's choice); on closing it returns to the element that had it before.
 * The dialog sits where it is rendered, so it inherits the document's `lang` and `dir`.
 * Internal: the account modals build on it.
 */
export function ModalDialog({ open, onClose, title, children }: ModalDialogProps) {
  const { t } = useTranslation('account');
  const { titleId, close, dialogProps } = useNativeDialog(open, onClose, (dialog) =>
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus(),
  );

  return (
    <dialog
      {...dialogProps}
      // scroll-pt: a field focused on submit scrolls clear of the sticky title bar.
      className="m-auto max-h-[calc(100dvh-2rem)] scroll-pt-20 scroll-pb-4 w-[min(100%-2rem,42rem)] overflow-y-auto rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-brand-100 bg-surface px-5 py-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={t('form.close')}
          onClick={close}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{open ? children : null}</div>
    </dialog>
  );
}
