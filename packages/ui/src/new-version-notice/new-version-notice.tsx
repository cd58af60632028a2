import { useTranslation } from 'react-i18next';

/** Props of {@link NewVersionNotice}. */
export interface NewVersionNoticeProps {
  /** Whether a newer build of the shop than the page's own is known. */
  open: boolean;
  /** Called by "Reload": load the page again (the app decides how). */
  onReload: () => void;
  /** Called by "Not now": hide the notice; the next page the shopper opens is the new build. */
  onDismiss: () => void;
}

/**
 * "A new version of the shop is available": a polite notice with "Reload" and "Not now" (the
 * app places it, e.g. floating at the bottom). It never takes focus and never reloads by itself, so nothing typed
 * into a form is lost. The live region is always rendered, so screen readers announce it when
 * it fills.
 *
 * @example
 * ```tsx
 * <NewVersionNotice open={newVersion !== null} onReload={() => location.reload()} onDismiss={hide} />
 * ```
 */
export function NewVersionNotice({ open, onReload, onDismiss }: NewVersionNoticeProps) {
  const { t } = useTranslation('common');
  const button =
    'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <div role="status" aria-live="polite" className="print:hidden">
      {open ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-surface-raised p-4 text-ink shadow-lg">
          <p className="min-w-0 flex-1 text-sm">{t('newVersion.message')}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={onDismiss}
              className={`${button} text-brand-700 hover:underline`}
            >
              {t('newVersion.later')}
            </button>
            <button
              type="button"
              onClick={onReload}
              className={`${button} bg-brand-700 text-on-strong hover:bg-brand-800`}
            >
              {t('newVersion.reload')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
