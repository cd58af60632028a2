import type { Locale } from '@shop/core/i18n';
import { convertFromStore, formatMoney, type CurrencyInfo } from '@shop/core/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';
import { PAY_IN_FOUR_WEEKS_APART, splitInFour } from './pay-in-four-split.ts';

/** Props of {@link PayInFourDialog}. */
export interface PayInFourDialogProps {
  /** Whether the pop-up is shown (controlled). */
  open: boolean;
  /** Called when it closes itself: Escape, the close button or "Got it". */
  onClose: () => void;
  /** The price or basket total the example splits, in minor units of `storeCurrency`. */
  amount: number;
  /** The page's language. */
  lang: Locale;
  /** The currency the store prices in. */
  storeCurrency: CurrencyInfo;
  /** The currency to show (defaults to `storeCurrency`). */
  currency?: CurrencyInfo;
}

/**
 * The buy-now-pay-later pop-up (R2.87): what "Pay in 4" is (4 interest-free payments, one every
 * two weeks, no fees when paid on time, chosen at checkout) and an example schedule of the four
 * payments of `amount`, which add up to it exactly. A native modal `<dialog>` (focus trapped,
 * Escape closes, focus returns to the "Learn more" that opened it). Its own entry point, so
 * product pages load it only when a shopper asks.
 *
 * @example
 * ```tsx
 * <PayInFourDialog open={open} onClose={close} amount={product.price} lang="en" storeCurrency={sar} />
 * ```
 */
export function PayInFourDialog({
  open,
  onClose,
  amount,
  lang,
  storeCurrency,
  currency = storeCurrency,
}: PayInFourDialogProps) {
  const { t } = useTranslation('cart');
  const shown = convertFromStore(amount, storeCurrency, currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const exampleId = useId();

  return (
    <ModalDialog open={open} onClose={onClose} title={t('payInFour.title')}>
      <div className="flex flex-col gap-4 text-start">
        <p className="text-ink">{t('payInFour.intro')}</p>
        <ul className="list-disc space-y-1 ps-5 text-ink-muted">
          <li>{t('payInFour.noFees')}</li>
          <li>{t('payInFour.firstPayment')}</li>
          <li>{t('payInFour.howTo')}</li>
        </ul>
        <section aria-labelledby={exampleId} className="rounded-lg bg-brand-50 p-4">
          <h3 id={exampleId} className="mb-3 font-semibold text-ink">
            {t('payInFour.example', { total: money(shown) })}
          </h3>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {splitInFour(shown).map((payment, index) => (
              <li
                // The four payments are fixed positions of one schedule.
                key={index}
                className="flex flex-col rounded-md bg-surface-raised p-3 text-sm"
              >
                <span className="font-semibold text-ink">
                  {t('payInFour.payment', { index: index + 1 })}
                </span>
                <span className="text-ink-muted">
                  {index === 0
                    ? t('payInFour.today')
                    : t('payInFour.inWeeks', { count: index * PAY_IN_FOUR_WEEKS_APART })}
                </span>
                <bdi className="mt-1 text-base font-bold text-brand-800">{money(payment)}</bdi>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('payInFour.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
