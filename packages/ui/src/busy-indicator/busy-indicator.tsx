import { useTranslation } from 'react-i18next';

/** Props of {@link BusyIndicator}. */
export interface BusyIndicatorProps {
  /** Whether an action is under way: the store's `processing` flag (spec §3). */
  busy: boolean;
}

/**
 * The app's one busy indicator: while an action runs, a thin bar along the top of the page (a
 * progress bar without a value, marked `aria-busy`) and "Processing your request…" in a polite
 * live region. The live region is always there, so its change is announced. Render it once near
 * the root.
 *
 * @example
 * ```tsx
 * <BusyIndicator busy={useAppSelector(selectProcessing)} />
 * ```
 */
export function BusyIndicator({ busy }: BusyIndicatorProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {busy ? (
        <div
          role="progressbar"
          aria-busy="true"
          aria-label={t('processing')}
          className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-brand-100"
        >
          <div className="h-full w-full animate-pulse bg-brand-600 motion-reduce:animate-none" />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {busy ? t('processing') : ''}
      </p>
    </>
  );
}
