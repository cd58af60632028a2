import { selectIsLoggedIn, useGetUnreadCountQuery } from '@shop/core/customer';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '~/hooks';

const linkClass =
  'inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-ink hover:text-brand-700 hover:underline underline-offset-4';

/** The header's account controls (spec §2): sign-in for a guest; account, favourites, notifications for a customer. */
export function HeaderAccount() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: unread } = useGetUnreadCountQuery(undefined, { skip: !loggedIn });
  if (!loggedIn) {
    return (
      <Link href="/auth/login" className={linkClass}>
        {t('login.submit')}
      </Link>
    );
  }
  const count = unread?.count ?? 0;
  return (
    <ul className="flex flex-wrap items-center gap-x-1">
      <li>
        <Link href="/my-favorite" className={linkClass}>
          {t('nav.favorites')}
        </Link>
      </li>
      <li>
        <Link href="/account/notifications" className={linkClass}>
          {t('nav.notifications')}
          {count > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{t('nav.unreadCount', { count })}</span>
            </span>
          ) : null}
        </Link>
      </li>
      <li>
        <Link href="/account" className={linkClass}>
          {t('nav.dashboard')}
        </Link>
      </li>
    </ul>
  );
}
