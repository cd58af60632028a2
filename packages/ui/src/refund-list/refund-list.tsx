import { localizedName, type Locale } from '@shop/core/i18n';
import type { Refund, RefundStatus } from '@shop/core/refunds';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { formatAmount } from '#format/format-amount.ts';
import { Link } from '#link/link-context.tsx';

/** Props of {@link RefundList}. */
export interface RefundListProps {
  /** A page of the shopper's refund requests, newest first (`GET Refund`). */
  refunds: readonly Refund[];
  /** The page's language. */
  lang: Locale;
  /** Where an order's details are. */
  orderHref: (orderId: number) => string;
  /** Heading level of each request's title (default 2). */
  headingLevel?: 2 | 3;
}

/** Each status's tone; the label says it too. */
const tones: Record<RefundStatus, string> = {
  requested: 'bg-info-50 text-info-900 border-info-200',
  approved: 'bg-highlight-50 text-highlight-900 border-highlight-200',
  refunded: 'bg-success-50 text-success-900 border-success-200',
  rejected: 'bg-neutral-100 text-neutral-800 border-neutral-300',
  failed: 'bg-warning-50 text-warning-900 border-warning-200',
};

/** A refund's status as a translated label in a tinted pill. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('refunds');
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * Refund History (R2.46): each request as an article titled by its order (a link to it), with
 * its status, date, reason, amount asked (and approved, once decided), where the money goes,
 * the items and staff's note. The empty list says so (the page adds a way forward).
 *
 * @example
 * ```tsx
 * <RefundList refunds={page.items} lang="ar" orderHref={(id) => `/checkout/order/${id}`} />
 * ```
 */
export function RefundList({ refunds, lang, orderHref, headingLevel = 2 }: RefundListProps) {
  const { t } = useTranslation('refunds');
  const Heading = `h${headingLevel}` as const;
  if (refunds.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-brand-100 px-4 py-8 text-center">
        <p className="text-lg font-semibold text-ink">{t('history.empty')}</p>
        <p className="mt-1 text-ink-muted">{t('history.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {refunds.map((refund) => {
        const titleId = `refund-${refund.id}`;
        const money = (amount: number) => formatAmount(amount, refund.currency, lang);
        return (
          <li key={refund.id}>
            <article
              aria-labelledby={titleId}
              className="grid gap-3 rounded-xl border border-brand-100 bg-surface-raised p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading id={titleId} className="text-lg font-semibold text-ink">
                  <Link
                    href={orderHref(refund.order.id)}
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t('history.order', { number: refund.order.number })}
                  </Link>
                </Heading>
                <RefundStatusBadge status={refund.status} />
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-ink-muted">{t('history.requestedOn')}</dt>
                  <dd className="text-ink">{formatDateTime(refund.createdAt, lang)}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('history.destination')}</dt>
                  <dd className="text-ink">{t(`destination.${refund.destination}`)}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('history.requestedAmount')}</dt>
                  <dd className="font-semibold text-ink">
                    <bdi>{money(refund.requestedAmount)}</bdi>
                  </dd>
                </div>
                {refund.approvedAmount !== null ? (
                  <div>
                    <dt className="text-ink-muted">{t('history.approvedAmount')}</dt>
                    <dd className="font-semibold text-ink">
                      <bdi>{money(refund.approvedAmount)}</bdi>
                    </dd>
                  </div>
                ) : null}
                <div className="sm:col-span-2">
                  <dt className="text-ink-muted">{t('history.reason')}</dt>
                  <dd className="break-words whitespace-pre-line text-ink">{refund.reason}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-ink-muted">{t('history.items')}</dt>
                  <dd className="text-ink">
                    <ul className="grid gap-0.5">
                      {refund.lines.map((line) => (
                        <li key={line.orderLineId}>
                          {t('history.lineUnits', {
                            count: line.quantity,
                            name: localizedName(line, lang),
                          })}{' '}
                          · <bdi>{money(line.amount)}</bdi>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                {refund.decisionNote ? (
                  <div className="sm:col-span-2">
                    <dt className="text-ink-muted">{t('history.note')}</dt>
                    <dd className="break-words text-ink">{refund.decisionNote}</dd>
                  </div>
                ) : null}
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
