import { useTranslation } from 'react-i18next';
import { ClockIcon } from '#icons/icons.tsx';

/** Props of {@link MaintenanceScreen}. */
export interface MaintenanceScreenProps {
  /** Staff's message in the shopper's language; empty: the default text. */
  message?: string;
  /** Seconds until the shop expects to reopen (the page's `Retry-After`). */
  retryAfterSeconds?: number;
  /** Where "Try again" leads (the page the shopper asked for). */
  retryHref?: string;
}

/**
 * The Maintenance screen (R2.54): what every page shows while staff hold the shop in
 * maintenance, with a heading, staff's message (or the default), when to come back and a link
 * that tries the page again. Texts from the `content` namespace (`maintenance.*`).
 */
export function MaintenanceScreen({
  message,
  retryAfterSeconds,
  retryHref,
}: MaintenanceScreenProps) {
  const { t } = useTranslation('content');
  const minutes =
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <title>{t('maintenance.metaTitle')}</title>
      <ClockIcon aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="text-2xl font-bold text-ink">{t('maintenance.title')}</h1>
      <p className="text-ink-muted">{message || t('maintenance.text')}</p>
      {minutes !== undefined && (
        <p className="text-ink-muted">{t('maintenance.retryAfter', { count: minutes })}</p>
      )}
      {retryHref !== undefined && (
        <a
          href={retryHref}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('maintenance.tryAgain')}
        </a>
      )}
    </main>
  );
}
