export { LedgerHistory, type LedgerHistoryProps } from '#ledger-history/ledger-history.tsx';
export { LedgerBalance, type LedgerBalanceProps } from '#ledger-history/ledger-balance.tsx';
