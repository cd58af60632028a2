import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import {
  BankIcon,
  BasketIcon,
  BellIcon,
  HeartIcon,
  HomeIcon,
  PinIcon,
  RefundIcon,
  ScaleIcon,
  SignOutIcon,
  StarIcon,
  WalletIcon,
} from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';
import type { Locale } from '@shop/core/i18n';

/** The account pages the navigation links to. */
export const accountSections = [
  'dashboard',
  'notifications',
  'orders',
  'addresses',
  'wallet',
  'points',
  'refunds',
  'payoutDetails',
  'favorites',
  'compare',
] as const;
export type AccountSection = (typeof accountSections)[number];

/** Props of {@link AccountNav}. */
export interface AccountNavProps {
  /** Address of each account page. */
  hrefs: Record<AccountSection, string>;
  /** The page shown now (`aria-current="page"`). */
  current?: AccountSection;
  /** Called when "Sign out" is pressed (clear the customer, spec §4). */
  onSignOut: () => void;
  /** Unread notifications, shown as a badge on "My Notifications" (hidden at 0). */
  unreadCount?: number;
  /** The page's language (the badge's number). */
  lang: Locale;
}

const icons: Record<AccountSection, ComponentType<SVGProps<SVGSVGElement>>> = {
  dashboard: HomeIcon,
  notifications: BellIcon,
  orders: BasketIcon,
  addresses: PinIcon,
  wallet: WalletIcon,
  points: StarIcon,
  refunds: RefundIcon,
  payoutDetails: BankIcon,
  favorites: HeartIcon,
  compare: ScaleIcon,
};

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-start font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The account menu: links to My Dashboard, My Notifications (with an unread badge), My Orders,
 * My Addresses, My Wallet, My Points, Refund History, Payout Details, Favourites and Compare, the current one marked `aria-current="page"`, and a
 * "Sign out" button. A labelled `<nav>`; icons that carry direction mirror in Arabic.
 *
 * @example
 * ```tsx
 * <AccountNav
 *   lang="ar"
 *   current="addresses"
 *   unreadCount={3}
 *   hrefs={{ dashboard: '/account', notifications: '/account/notifications', orders: '/my-orders', addresses: '/account/addresses', wallet: '/account/wallet', points: '/account/points', refunds: '/account/refunds', payoutDetails: '/account/payout-details', favorites: '/my-favorite', compare: '/compare' }}
 *   onSignOut={() => dispatch(loggedOut())}
 * />
 * ```
 */
export function AccountNav({ hrefs, current, onSignOut, unreadCount = 0, lang }: AccountNavProps) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('nav.label')} className="w-full">
      <ul className="grid gap-1">
        {accountSections.map((section) => {
          const Icon = icons[section];
          const active = section === current;
          return (
            <li key={section}>
              <Link
                href={hrefs[section]}
                aria-current={active ? 'page' : undefined}
                className={`${itemClass} ${
                  active ? 'bg-brand-700 text-on-strong' : 'text-ink hover:bg-brand-50'
                }`}
              >
                <Icon
                  className={`size-5 shrink-0 ${section === 'refunds' ? 'rtl:-scale-x-100' : ''}`}
                />
                <span className="flex-1">{t(`nav.${section}`)}</span>
                {section === 'notifications' && unreadCount > 0 ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="min-w-6 rounded-full bg-accent-400 px-2 text-center text-xs leading-6 font-bold text-brand-900"
                    >
                      {formatNumber(unreadCount, lang)}
                    </span>
                    <span className="sr-only"> {t('nav.unreadCount', { count: unreadCount })}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
        <li className="mt-2 border-t border-brand-100 pt-2">
          <button
            type="button"
            onClick={onSignOut}
            className={`${itemClass} text-danger-700 hover:bg-danger-50`}
          >
            <SignOutIcon className="size-5 shrink-0" />
            {t('nav.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
