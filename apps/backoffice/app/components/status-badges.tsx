import type { CouponStatus, RefundStatus, SellerApplicationStatus } from '@shop/core/staff';
import { StatusBadge, type StatusTone } from '@shop/ui/status-badge';
import { useTranslation } from 'react-i18next';

// The back office's statuses as the shared StatusBadge: one tone per status, the words from
// the screen's own texts (never the colour alone).

const couponTones: Record<CouponStatus, StatusTone> = {
  active: 'success',
  paused: 'warning',
  expired: 'neutral',
  scheduled: 'info',
};

const refundTones: Record<RefundStatus, StatusTone> = {
  requested: 'warning',
  approved: 'progress',
  refunded: 'success',
  rejected: 'neutral',
  failed: 'danger',
};

const applicationTones: Record<SellerApplicationStatus, StatusTone> = {
  unconfirmed: 'neutral',
  submitted: 'warning',
  under_review: 'progress',
  approved: 'success',
  rejected: 'neutral',
  suspended: 'danger',
};

/** A coupon's state. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('backoffice');
  return <StatusBadge tone={couponTones[status]}>{t(`coupons.statusName.${status}`)}</StatusBadge>;
}

/** A refund request's status. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('backoffice');
  return <StatusBadge tone={refundTones[status]}>{t(`refunds.statusName.${status}`)}</StatusBadge>;
}

/** A seller application's status. */
export function ApplicationStatusBadge({ status }: { status: SellerApplicationStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <StatusBadge tone={applicationTones[status]}>{t(`sellers.statusName.${status}`)}</StatusBadge>
  );
}
