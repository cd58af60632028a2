import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '#form-fields/styles.ts';
import { CheckIcon, SpinnerIcon, WarningIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/**
 * What became of an online payment: `success` (confirmed by the API), `confirming` (back from
 * the provider, the API's confirmation not there yet), `cancelled` (the shopper aborted, R8.06),
 * `failed` (declined, R8.07), `orderFailed` (the order itself failed, R8.08) and `bnplRefused`
 * ("Pay in 4" refused the purchase, R8.09).
 */
export const paymentOutcomes = [
  'success',
  'confirming',
  'cancelled',
  'failed',
  'orderFailed',
  'bnplRefused',
] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** Props of {@link PaymentResult}. */
export interface PaymentResultProps {
  /** What became of the payment. */
  outcome: PaymentOutcome;
  /** The order's number, to name what was paid (or not). */
  orderNumber: string;
  /** When a waiting order fails if still unpaid (`Order.paymentDueAt`): said with a retry. */
  dueAt?: string | null | undefined;
  /** The page's language (the due time). */
  lang: Locale;
  /** "Try again" with the same method (cancelled, failed); without it, no such button. */
  onRetry?: (() => void) | undefined;
  /** "Choose another payment method" (cancelled, failed, refused); without it, no such button. */
  onChooseAnother?: (() => void) | undefined;
  /** A retry is under way: the buttons are `aria-disabled`. */
  busy?: boolean;
  /** Where the order's details are ("View your order", after success). */
  orderHref?: string | undefined;
  /** Where My Orders is. */
  myOrdersHref?: string;
  /** Heading level of the title (1 when it is the page's content; default 2). */
  headingLevel?: 1 | 2;
}

const retryable: readonly PaymentOutcome[] = ['cancelled', 'failed'];
const anotherMethod: readonly PaymentOutcome[] = ['cancelled', 'failed', 'bnplRefused'];

/**
 * The outcome of an online payment (R1.14, R1.15) as a titled block: an icon, a title, the
 * spec's message (R8.06 aborted, R8.07 declined, R8.08 order failed, R8.09 "Pay in 4" refused)
 * and the next actions: "Try again" and "Choose another payment method" while the order waits
 * (with the time it must be paid by), "View your order" after success, and My Orders always.
 * `confirming` is a live status, so its change to `success` is announced.
 *
 * @example
 * ```tsx
 * <PaymentResult outcome="cancelled" orderNumber={order.number} dueAt={order.paymentDueAt}
 *   lang={lang} onRetry={retry} onChooseAnother={openMethods} headingLevel={1} />
 * ```
 */
export function PaymentResult({
  outcome,
  orderNumber,
  dueAt,
  lang,
  onRetry,
  onChooseAnother,
  busy = false,
  orderHref,
  myOrdersHref = '/my-orders',
  headingLevel = 2,
}: PaymentResultProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const good = outcome === 'success';
  const waiting = outcome === 'confirming';
  const Icon = good ? CheckIcon : waiting ? SpinnerIcon : WarningIcon;
  const act = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="grid justify-items-start gap-4 text-start"
    >
      <p className="text-sm text-ink-muted">{t('result.label', { number: orderNumber })}</p>
      <div
        // The confirmation arriving (confirming → success) is read out where it happens.
        role={waiting || good ? 'status' : undefined}
        className={`flex items-start gap-3 rounded-lg border p-4 ${
          good
            ? 'border-success-300 bg-success-50 text-success-950'
            : waiting
              ? 'border-brand-100 bg-brand-50 text-ink'
              : 'border-danger-300 bg-danger-50 text-danger-950'
        }`}
      >
        <Icon className="mt-1 size-6 shrink-0" />
        <div className="grid gap-1">
          <Heading id={`${id}-title`} className="text-2xl font-bold">
            {t(`result.${outcome}.title`)}
          </Heading>
          <p id={`${id}-text`}>{t(`result.${outcome}.text`)}</p>
          {dueAt && anotherMethod.includes(outcome) ? (
            <p className="text-sm font-medium">
              {t('result.due', { time: formatDateTime(dueAt, lang) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {onRetry && retryable.includes(outcome) ? (
          <button
            type="button"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={act(onRetry)}
            className={primaryButtonClass}
          >
            {t('result.retry')}
          </button>
        ) : null}
        {onChooseAnother && anotherMethod.includes(outcome) ? (
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={act(onChooseAnother)}
            className={outcome === 'bnplRefused' ? primaryButtonClass : secondaryButtonClass}
          >
            {t('result.another')}
          </button>
        ) : null}
        {good && orderHref ? (
          <Link href={orderHref} className={textLinkClass}>
            {t('success.viewOrder')}
          </Link>
        ) : null}
        {outcome === 'orderFailed' ? (
          <Link href="/" className={textLinkClass}>
            {t('page.shop')}
          </Link>
        ) : null}
        <Link href={myOrdersHref} className={textLinkClass}>
          {t('success.myOrders')}
        </Link>
      </div>
    </section>
  );
}
