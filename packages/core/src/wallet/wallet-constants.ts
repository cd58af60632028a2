// Plain values of My Wallet and My Points, apart from the zod schemas (pages load no zod).

/**
 * What an entry did: `credit` (+, a grant, points earned, a refund), `debit` (−, taken back),
 * `hold` (−, spent on an order, held until it is paid), `capture` (0, the hold stands),
 * `release` (+, a hold given back), `expiry` (−, points unspent when they expired).
 */
export const ledgerEntryKinds = [
  'credit',
  'debit',
  'hold',
  'capture',
  'release',
  'expiry',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * Decision (issue 15): points expire 12 months after they are credited (earned on delivery,
 * given back by a refund or a cancelled order). The oldest are spent first (FIFO); what is left
 * of a credit when it expires is debited by the expiry job (hourly).
 */
export const POINTS_VALID_MONTHS = 12;
