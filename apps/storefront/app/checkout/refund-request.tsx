import type { Order } from '@shop/core/checkout-schemas';
import { selectLocale } from '@shop/core/locale';
import { useGetRefundOptionsQuery, useRequestRefundMutation } from '@shop/core/refunds';
import { RefundRequestModal } from '@shop/ui/refund-request-modal';
import { Link } from '@shop/ui/link';
import { notify } from '@shop/ui/toast';
import { formatMoney } from '@shop/core/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '~/hooks';
import { translatedApiErrors } from '@shop/core/api-errors';

/** Digits after the point of a currency, as Intl knows it. */
const minorUnitsOf = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/**
 * "Request a refund" of a delivered order (R1.17): the button opens the refund modal on what is
 * still refundable; once sent, a toast says for how much and Refund History lists it.
 */
export function RefundRequest({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('refunds');
  const lang = useAppSelector(selectLocale);
  const [open, setOpen] = useState(false);
  const { data: options } = useGetRefundOptionsQuery(order.id);
  const [requestRefund, sending] = useRequestRefundMutation();
  if (!options) return null;
  if (!options.refundable) {
    return <p className="text-ink-muted">{t('form.nothingLeft')}</p>;
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          sending.reset();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('form.open')}
      </button>
      <RefundRequestModal
        open={open}
        onClose={() => setOpen(false)}
        options={options}
        lang={lang}
        payoutDetailsHref="/account/payout-details"
        busy={sending.isLoading}
        serverErrors={
          sending.error
            ? translatedApiErrors(sending.error, i18n.t.bind(i18n) as never, (key) =>
                i18n.exists(key),
              )
            : undefined
        }
        onSubmit={(values) =>
          void requestRefund({ orderId: order.id, ...values })
            .unwrap()
            .then((refund) => {
              setOpen(false);
              notify(
                t('form.sent', {
                  amount: formatMoney(
                    refund.requestedAmount,
                    { code: refund.currency, minorUnits: minorUnitsOf(refund.currency) },
                    lang,
                  ),
                }),
              );
            })
            .catch(() => undefined)
        }
      />
      <Link
        href="/account/refunds"
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('history.title')}
      </Link>
    </>
  );
}
