import type { Notification } from '@shop/core/customer-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { CheckIcon } from '#icons/icons.tsx';
import { relativeTime } from '#notification-list/relative-time.ts';

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  /** The customer's notifications, newest first (bilingual `name`/`nameEn`, `body`/`bodyEn`). */
  notifications: readonly Notification[];
  /** The page's language: picks the title and body and formats the dates. */
  lang: Locale;
  /** The time the dates are relative to; pass the request time so server and client agree. */
  now: Date | string | number;
  /** Called with an unread notification when its "Mark as read" is pressed. */
  onMarkRead: (notification: Notification) => void;
  /** Heading level of each notification's title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The customer's notifications: each with its title and body in the page's language, how long
 * ago it came ("3 hours ago", a `<time>` with the exact instant), and, while unread, a marker
 * (a dot plus the word "Unread" for screen readers) and a "Mark as read" button. Empty: the
 * `noNotifications` empty state.
 *
 * @example
 * ```tsx
 * <NotificationList notifications={data} lang="ar" now={loaderData.now} onMarkRead={(n) => markRead(n.id)} />
 * ```
 */
export function NotificationList({
  notifications,
  lang,
  now,
  onMarkRead,
  headingLevel = 3,
}: NotificationListProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  if (notifications.length === 0)
    return <EmptyState variant="noNotifications" headingLevel={headingLevel} />;

  return (
    <ul aria-label={t('notifications.label')} className="grid gap-3">
      {notifications.map((notification) => {
        const unread = notification.readAt === null;
        const title = localizedName(notification, lang);
        const titleId = `${id}-${notification.id}`;
        return (
          <li key={notification.id}>
            <article
              aria-labelledby={titleId}
              className={`relative flex gap-3 rounded-lg border p-4 ${
                unread ? 'border-brand-600 bg-brand-50' : 'border-brand-100 bg-surface-raised'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-700' : ''}`}
              />
              <div className="grid flex-1 gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Heading id={titleId} className="font-semibold text-ink">
                    {unread ? (
                      <>
                        <span className="sr-only">{t('notifications.unread')}:</span>{' '}
                      </>
                    ) : null}
                    {title}
                  </Heading>
                  <time dateTime={notification.createdAt} className="text-sm text-ink-muted">
                    {relativeTime(notification.createdAt, now, lang)}
                  </time>
                </div>
                <p className="text-ink">
                  {lang === 'ar' ? notification.body : notification.bodyEn}
                </p>
                {unread ? (
                  <button
                    type="button"
                    aria-label={t('notifications.markReadLabel', { title })}
                    onClick={() => onMarkRead(notification)}
                    className="inline-flex min-h-10 items-center gap-1 justify-self-start rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <CheckIcon className="size-4" />
                    {t('notifications.markRead')}
                  </button>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
