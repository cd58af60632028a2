import type { Locale } from '@shop/core/i18n';
import { localizedName } from '@shop/core/i18n';
import type { LedgerEntry, LedgerEntryKind } from '@shop/core/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { formatAmount } from '#format/format-amount.ts';
import { Link } from '#link/link-context.tsx';

/** Props of {@link LedgerHistory}. */
export interface LedgerHistoryProps {
  /** Which ledger: money (minor units of `currency`) or points. */
  account: 'wallet' | 'points';
  /** A page of entries, newest first (`GET Wallet` / `GET Points`). */
  entries: readonly LedgerEntry[];
  /** The wallet's currency (ISO code). */
  currency: string;
  /** The page's language. */
  lang: Locale;
  /** The table's title (already translated), e.g. "Wallet history". */
  title: string;
  /** Shown instead of the table when there are no entries (already translated). */
  emptyText: string;
  /** Where an order's details are (links the order an entry belongs to). */
  orderHref: (orderId: number) => string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** Each kind's tone: the label says it too, so colour is never the only cue. */
const tones: Record<LedgerEntryKind, string> = {
  credit: 'bg-success-50 text-success-900 border-success-200',
  release: 'bg-success-50 text-success-900 border-success-200',
  debit: 'bg-neutral-100 text-neutral-800 border-neutral-300',
  hold: 'bg-info-50 text-info-900 border-info-200',
  capture: 'bg-info-50 text-info-900 border-info-200',
  expiry: 'bg-warning-50 text-warning-900 border-warning-200',
};

/**
 * A wallet's or points' history as a table (used by My Wallet and My Points): the date, what it
 * was (in the page's language) with the order it belongs to as a link, the kind (credit, debit,
 * spent on an order, given back, expired) and the signed amount; points credits say when they
 * expire. An empty history shows `emptyText`.
 *
 * @example
 * ```tsx
 * <LedgerHistory account="points" entries={points.entries.items} currency="SAR" lang="ar"
 *   title={t('wallet:points.history')} emptyText={t('wallet:points.empty')}
 *   orderHref={(id) => `/checkout/order/${id}`} />
 * ```
 */
export function LedgerHistory({
  account,
  entries,
  currency,
  lang,
  title,
  emptyText,
  orderHref,
  headingLevel = 2,
}: LedgerHistoryProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const amountOf = (entry: LedgerEntry) => {
    const sign = entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : '';
    const size = Math.abs(entry.amount);
    return `${sign}${
      account === 'wallet' ? formatAmount(size, currency, lang) : t('points.count', { count: size })
    }`;
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <Heading id={`${id}-title`} className="text-xl font-semibold text-ink">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-brand-100 px-4 py-6 text-center text-ink-muted">
          {emptyText}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-brand-100">
          <table className="w-full min-w-[34rem] border-collapse text-start text-sm">
            <caption className="sr-only">
              {title} ({t('ledger.caption')})
            </caption>
            <thead className="bg-brand-50 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('ledger.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('ledger.description')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('ledger.type')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('ledger.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-brand-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-ink-muted">
                    {formatDateTime(entry.createdAt, lang)}
                  </td>
                  <td className="px-3 py-2">
                    <span className="block text-ink">{localizedName(entry, lang)}</span>
                    {entry.order ? (
                      <Link
                        href={orderHref(entry.order.id)}
                        className="text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {t('ledger.order', { number: entry.order.number })}
                      </Link>
                    ) : null}
                    {account === 'points' && entry.kind === 'credit' && entry.expiresAt ? (
                      <span className="block text-xs text-ink-muted">
                        {t('ledger.expires', { date: formatDateTime(entry.expiresAt, lang) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[entry.kind]}`}
                    >
                      {t(`ledger.kind.${entry.kind}`)}
                    </span>
                  </td>
                  <td
                    className={`px-3 py-2 text-end font-semibold whitespace-nowrap ${
                      entry.amount < 0 ? 'text-danger-800' : 'text-success-800'
                    }`}
                  >
                    <bdi>{amountOf(entry)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
