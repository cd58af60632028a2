import { CheckIcon, WarningIcon } from '#icons/icons.tsx';

/** A message about the last change of the cart, already translated. */
export interface CartNotice {
  /** "Cart updated.", "Fresh milk was added to your cart." or a refusal ("the maximum quantity is 3"). */
  text: string;
  /** `success` for a change made, `error` for a refusal (the cart is as it was). */
  tone: 'success' | 'error';
}

/**
 * A polite live region that shows and announces the last change or refusal. It is always in
 * the page (empty without a notice), so a new text is announced. Internal: the sidebar and the
 * Cart screen.
 */
export function NoticeRegion({
  notice,
  className = '',
}: {
  notice?: CartNotice | null;
  /** Extra classes of the shown message (spacing). */
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice ? (
        <p
          className={`flex items-start gap-2 rounded-md px-3 py-2 text-sm font-medium ${className} ${notice.tone === 'error' ? 'bg-danger-50 text-danger-800' : 'bg-brand-50 text-brand-800'}`}
        >
          {notice.tone === 'error' ? (
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CheckIcon className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{notice.text}</span>
        </p>
      ) : null}
    </div>
  );
}
