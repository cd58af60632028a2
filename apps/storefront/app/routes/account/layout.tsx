// This layout and the account pages under it call the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import {
  addressesCleared,
  customerCleared,
  selectIsLoggedIn,
  useGetUnreadCountQuery,
  useSignOutMutation,
} from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { AccountNav } from '@shop/ui/account-nav';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '~/hooks';

/** Where each account screen lives (R2.69: the spec names the screens, not their routes). */
export const accountHrefs = {
  dashboard: '/account',
  notifications: '/account/notifications',
  orders: '/my-orders',
  addresses: '/account/addresses',
  wallet: '/account/wallet',
  points: '/account/points',
  refunds: '/account/refunds',
  payoutDetails: '/account/payout-details',
  favorites: '/my-favorite',
  compare: '/compare',
} as const;

/** The account screens share a navigation with sign-out (spec §4: logout clears the customer). */
export function AccountFrame({ children }: { children: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const { data: unread } = useGetUnreadCountQuery(undefined, { skip: !loggedIn });
  const [signOut] = useSignOutMutation();
  const current = (Object.entries(accountHrefs) as [keyof typeof accountHrefs, string][]).find(
    ([, href]) => href === pathname,
  )?.[0];
  return (
    // minmax(0,1fr) and min-w-0: a wide child (the compare table, a long e-mail) scrolls or wraps
    // inside its column instead of widening the page past a 390 px viewport (R2.52, R2.39).
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <AccountNav
        hrefs={accountHrefs}
        current={current}
        lang={lang}
        unreadCount={unread?.count ?? 0}
        onSignOut={() =>
          void (async () => {
            await signOut();
            dispatch(customerCleared());
            dispatch(addressesCleared());
            await navigate('/');
          })()
        }
      />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** `/account/*`: guarded for customers by the root middleware. */
export default function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
