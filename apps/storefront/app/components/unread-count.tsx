import '~/lib/store-api';
import { useGetUnreadCountQuery } from '@shop/core/customer';
import { useEffect } from 'react';

/**
 * Fetches the signed-in customer's unread notifications count and hands it to `onChange`;
 * renders nothing. Loaded on demand by HeaderAccount, with RTK Query.
 */
export default function UnreadCount({ onChange }: { onChange: (count: number) => void }) {
  const { data } = useGetUnreadCountQuery();
  const count = data?.count ?? 0;
  useEffect(() => onChange(count), [count, onChange]);
  return null;
}
