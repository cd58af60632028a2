import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * A native modal `<dialog>` driven by an `open` prop: shown with `showModal()` (the page inert,
 * focus inside), closed when `open` turns false. Closing it from inside (Escape, a close button,
 * `close()`) returns focus to the element that had it before and, while the parent still thinks
 * it open, calls `onClose`. Spread `dialogProps` on the `<dialog>`; label it with `titleId`.
 * Internal: ModalDialog and the cart sidebar build on it.
 */
export function useNativeDialog(
  open: boolean,
  onClose: () => void,
  /** Called with the dialog once shown (e.g. to focus a field in it). */
  onShown?: (dialog: HTMLDialogElement) => void,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const onShownRef = useRef(onShown);

  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
    onShownRef.current = onShown;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      onShownRef.current?.(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = () => ref.current?.close();
  const dialogProps = {
    ref,
    'aria-labelledby': titleId,
    // Closed while still open in the parent's state: tell it, and give focus back.
    onClose: () => {
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
      if (openRef.current) onCloseRef.current();
    },
    // Escape also closes natively (the cancel event); handling the key here keeps it working
    // under Chrome's close-watcher rules (which may skip cancel without a fresh user
    // activation) and with synthetic key events.
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      }
    },
  };
  return { ref, titleId, close, dialogProps };
}
