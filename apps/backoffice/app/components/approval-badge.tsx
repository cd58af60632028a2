import type { ProductApprovalStatus } from '@shop/core/staff';
import { useTranslation } from 'react-i18next';

const tones: Record<ProductApprovalStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  approved: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
};

/** Whether shoppers see a product: waiting for staff, live, or rejected. */
export function ApprovalBadge({ status }: { status: ProductApprovalStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {t(`sellerProducts.approvalName.${status}`)}
    </span>
  );
}
