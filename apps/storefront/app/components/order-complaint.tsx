import '~/lib/store-api';
import { useFileComplaintMutation, useGetComplaintsQuery } from '@shop/core/complaints';
import type { ComplaintModalProps } from '@shop/ui/complaint-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackErrors } from '~/lib/feedback-errors';
import { onDemand } from '@shop/ui/on-demand';
import { useHydrated } from '~/lib/use-hydrated';

// The complaint modal's code (react-hook-form, zod) comes with the shopper's first press.
const ComplaintModal = onDemand<ComplaintModalProps>(() =>
  import('@shop/ui/complaint-modal').then(({ ComplaintModal }) => ({ default: ComplaintModal })),
);

/**
 * "Report a problem" on an order (R2.82): opens the complaint modal (reasons and a note) and
 * sends the complaint; the shopper's complaints about the order are listed with their status.
 */
export function OrderComplaint({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { t } = useTranslation(['feedback', 'errors']);
  const hydrated = useHydrated();
  const { data } = useGetComplaintsQuery({ orderId }, { skip: !hydrated });
  const [fileComplaint, filing] = useFileComplaintMutation();
  const [open, setOpen] = useState(false);
  const complaints = data?.items ?? [];
  return (
    <div className="grid justify-items-start gap-3">
      <button
        type="button"
        aria-disabled={!hydrated || undefined}
        onClick={() => {
          if (!hydrated) return;
          filing.reset();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('complaint.open')}
      </button>
      {complaints.length > 0 ? (
        <div>
          <h2 className="mb-2 font-semibold text-ink">{t('complaint.yours')}</h2>
          <ul className="grid gap-1">
            {complaints.map((complaint) => (
              <li key={complaint.id} className="text-ink">
                {t(`complaint.reasons.${complaint.reason}`)}
                {complaint.note ? `: ${complaint.note}` : ''} ·{' '}
                <span className="font-semibold">{t(`complaint.status.${complaint.status}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {open ? (
        <ComplaintModal
          open
          orderNumber={orderNumber}
          onClose={() => setOpen(false)}
          busy={filing.isLoading}
          submitted={filing.isSuccess}
          serverErrors={filing.error ? feedbackErrors(t, filing.error) : undefined}
          onSubmit={(values) => void fileComplaint({ orderId, ...values })}
        />
      ) : null}
    </div>
  );
}
