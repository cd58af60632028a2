import type { Locale } from '@shop/core/i18n';
import type { PointsExpiry } from '@shop/core/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { formatAmount } from '#format/format-amount.ts';

/** Props of {@link LedgerBalance}. */
export type LedgerBalanceProps = { lang: Locale; currency: string } & (
  | {
      /** The wallet: its balance in minor units of `currency`. */
      account: 'wallet';
      balance: number;
    }
  | {
      /** The points: the balance, its worth (minor units of `currency`), the next expiries. */
      account: 'points';
      balance: number;
      worth: number;
      expiring: readonly PointsExpiry[];
    }
);

/**
 * The balance of My Wallet or My Points, large, under its label; for points also what they are
 * worth at checkout and which expire next, soonest first (Arabic plurals for the counts).
 *
 * @example
 * ```tsx
 * <LedgerBalance account="points" balance={1200} worth={1200} currency="SAR"
 *   expiring={[{ points: 300, expiresAt: '2027-03-01T00:00:00Z' }]} lang="ar" />
 * ```
 */
export function LedgerBalance(props: LedgerBalanceProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { lang, currency } = props;
  return (
    <section
      aria-labelledby={`${id}-label`}
      className="grid gap-3 rounded-xl border border-brand-100 bg-surface-raised p-5 sm:grid-cols-2"
    >
      <div className="grid content-start gap-1">
        <h2 id={`${id}-label`} className="text-sm font-semibold text-ink-muted">
          {props.account === 'wallet' ? t('wallet.balance') : t('points.balance')}
        </h2>
        <p className="text-3xl font-bold text-ink">
          <bdi>
            {props.account === 'wallet'
              ? formatAmount(props.balance, currency, lang)
              : t('points.count', { count: props.balance })}
          </bdi>
        </p>
        {props.account === 'points' ? (
          <p className="text-sm text-ink-muted">
            {t('points.worth', { amount: formatAmount(props.worth, currency, lang) })}
          </p>
        ) : null}
      </div>
      {props.account === 'points' ? (
        <div className="grid content-start gap-1">
          <h3 className="text-sm font-semibold text-ink-muted">{t('points.expiring')}</h3>
          {props.expiring.length === 0 ? (
            <p className="text-sm text-ink">{t('points.expiringNone')}</p>
          ) : (
            <ul className="grid gap-1 text-sm text-ink">
              {props.expiring.map((expiry) => (
                <li key={expiry.expiresAt}>
                  <bdi>{t('points.count', { count: expiry.points })}</bdi>{' '}
                  {t('points.expiresOn', { date: formatDateTime(expiry.expiresAt, lang) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
