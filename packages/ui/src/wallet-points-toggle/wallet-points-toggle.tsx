import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { choiceCardClass, legendClass } from '#checkout-parts/choice.tsx';

/** Props of {@link WalletPointsToggle}. */
export interface WalletPointsToggleProps extends MoneyDisplay {
  /** The wallet's balance, in minor units of the store currency (`CheckoutOptions.wallet`). */
  walletBalance: number;
  /** The loyalty points held, and what they are worth in minor units (`CheckoutOptions.points`). */
  points: { balance: number; worth: number };
  /** Whether the wallet is spent on this checkout. */
  useWallet: boolean;
  /** Whether the points are spent on this checkout. */
  usePoints: boolean;
  /** Called with the wallet switch's new state. */
  onWalletChange: (use: boolean) => void;
  /** Called with the points switch's new state. */
  onPointsChange: (use: boolean) => void;
  /** What the wallet pays of the order(s), once the API quoted it (sum of the orders' `wallet`). */
  walletCovers?: number | undefined;
  /** What the points pay of the order(s), once the API quoted it (sum of the orders' `points`). */
  pointsCovers?: number | undefined;
}

/**
 * "Wallet and points" at checkout (R1.11, R1.12, R2.51): two checkboxes, "Use my wallet balance"
 * with the balance and "Use my loyalty points" with how many there are and what they are worth;
 * once quoted, what each pays of the order. The API decides how much is spent (points first,
 * then the wallet, as much as the order needs); nothing to spend disables a box and says so.
 *
 * @example
 * ```tsx
 * <WalletPointsToggle walletBalance={options.wallet.balance} points={options.points}
 *   useWallet={useWallet} usePoints={usePoints} onWalletChange={setWallet}
 *   onPointsChange={setPoints} lang={lang} storeCurrency={sar} />
 * ```
 */
export function WalletPointsToggle({
  walletBalance,
  points,
  useWallet,
  usePoints,
  onWalletChange,
  onPointsChange,
  walletCovers,
  pointsCovers,
  ...display
}: WalletPointsToggleProps) {
  const { t } = useTranslation('checkout');
  const money = (amount: number) => showMoney(amount, display);
  const covers = (amount: number | undefined, used: boolean) =>
    used && amount !== undefined ? t('spend.covers', { amount: money(amount) }) : undefined;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className={legendClass}>{t('spend.legend')}</legend>
      <Spend
        label={t('spend.wallet')}
        balance={t('spend.walletBalance', { amount: money(walletBalance) })}
        empty={walletBalance === 0}
        checked={useWallet}
        onChange={onWalletChange}
        covers={covers(walletCovers, useWallet)}
      />
      <Spend
        label={t('spend.points')}
        balance={t('spend.pointsBalance', { count: points.balance, amount: money(points.worth) })}
        empty={points.balance === 0}
        checked={usePoints}
        onChange={onPointsChange}
        covers={covers(pointsCovers, usePoints)}
      />
    </fieldset>
  );
}

/** One checkbox card: its label, then its balance (or why it is off) and what it covers. */
function Spend({
  label,
  balance,
  empty,
  checked,
  onChange,
  covers,
}: {
  label: string;
  balance: string;
  empty: boolean;
  checked: boolean;
  onChange: (use: boolean) => void;
  covers: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <label className={choiceCardClass}>
      <input
        type="checkbox"
        checked={checked && !empty}
        disabled={empty}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-balance`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none"
      />
      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        <span id={`${id}-balance`} className="grid text-sm text-end">
          <span>{empty ? t('spend.nothing') : balance}</span>{' '}
          {covers ? <span className="font-semibold text-brand-800">{covers}</span> : null}
        </span>
      </span>
    </label>
  );
}
