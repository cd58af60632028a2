import { selectIsLoggedIn } from '@shop/core/customer-state';
import { BellIcon, HeartIcon, UserIcon } from '@shop/ui/icons';
import { Link } from '@shop/ui/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '~/hooks';
import { onDemand } from '@shop/ui/on-demand';

const linkClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-ink hover:text-brand-700 hover:underline underline-offset-4';
const iconClass = 'size-5 shrink-0';
/** On a phone the links show their icons only (the text stays for screen readers). */
const labelClass = 'max-sm:sr-only';

// Split off so that RTK Query (the header calls the API only for this count) loads for a
// signed-in customer alone, never on a guest's pages.
const UnreadCount = onDemand(() => import('~/components/unread-count'));

/**
 * The header's account controls (spec §2, R2.73–R2.75): favourites and notifications for everyone
 * (a guest's route guard sends them to sign-in), then sign-in for a guest or the account for a
 * customer. Only a customer's notifications show an unread count.
 */
export function HeaderAccount() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [count, setCount] = useState(0);
  // Signed out, the count is gone (a new sign-in starts from none, as the server renders it).
  if (!loggedIn && count !== 0) setCount(0);
  return (
    <ul className="flex items-center gap-x-1">
      <li>
        <Link href="/my-favorite" className={linkClass}>
          <HeartIcon className={iconClass} />
          <span className={labelClass}>{t('nav.favorites')}</span>
        </Link>
      </li>
      <li>
        <Link href="/account/notifications" className={linkClass}>
          <BellIcon className={iconClass} />
          <span className={labelClass}>{t('nav.notifications')}</span>
          {loggedIn ? <UnreadCount onChange={setCount} /> : null}
          {count > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{t('nav.unreadCount', { count })}</span>
            </span>
          ) : null}
        </Link>
      </li>
      <li>
        {loggedIn ? (
          <Link href="/account" className={linkClass}>
            <UserIcon className={iconClass} />
            <span className={labelClass}>{t('nav.dashboard')}</span>
          </Link>
        ) : (
          <Link href="/auth/login" className={linkClass}>
            <UserIcon className={iconClass} />
            <span className={labelClass}>{t('login.submit')}</span>
          </Link>
        )}
      </li>
    </ul>
  );
}
