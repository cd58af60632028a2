import { useGetNotificationsQuery, useMarkNotificationReadMutation } from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { NotificationList } from '@shop/ui/notification-list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';

export const loader = () => null;

/** My Notifications, with the "no notifications" empty state (spec §2, §8). */
export default function Notifications() {
  const { t } = useTranslation('account');
  const lang = useAppSelector(selectLocale);
  const { data: notifications, isLoading } = useGetNotificationsQuery();
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
        <NotificationList
          notifications={notifications ?? []}
          lang={lang}
          now={now}
          headingLevel={2}
          onMarkRead={(notification) => void markRead(notification.id)}
        />
      )}
    </>
  );
}
