import { useGetNotificationsQuery, useMarkNotificationReadMutation } from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { NotificationList } from '@shop/ui/notification-list';
import { Pagination } from '@shop/ui/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { pageParam, withParams } from '~/lib/list-params';

export const loader = () => null;

/** My Notifications, with the "no notifications" empty state (spec §2, §8). */
export default function Notifications() {
  const { t } = useTranslation('account');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { data: notifications, isLoading } = useGetNotificationsQuery({ page: pageParam(params) });
  const [markRead] = useMarkNotificationReadMutation();
  const [now] = useState(() => Date.now());
  return (
    <>
      <Seo
        title={`${t('nav.notifications')} · ${t('common:brand.name')}`}
        description={t('nav.notifications')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('nav.notifications')}</h1>
      {isLoading ? null : (
        <>
          <NotificationList
            notifications={notifications?.items ?? []}
            lang={lang}
            now={now}
            headingLevel={2}
            onMarkRead={(notification) => void markRead(notification.id)}
          />
          {notifications ? (
            <div className="mt-8">
              <Pagination
                page={notifications.page}
                totalPages={notifications.totalPages}
                lang={lang}
                hrefFor={(page) =>
                  withParams(pathname, search, { page: page === 1 ? undefined : page })
                }
              />
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
