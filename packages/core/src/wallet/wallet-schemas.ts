import { z } from 'zod';
import { currencyCodeSchema, pageSchema } from '#catalog/catalog-schemas.ts';
import { ledgerEntryKinds } from '#wallet/wallet-constants.ts';

export * from '#wallet/wallet-constants.ts';

// My Wallet and My Points (issue 15, R1.11, R1.12, R2.42, R2.43): a balance and the ledger's
// history, newest first. Entries are append-only; every amount is minor units of the wallet's
// currency (wallet) or points (points).

export const MAX_LEDGER_PAGE_SIZE = 50;
export const DEFAULT_LEDGER_PAGE_SIZE = 20;

/** `GET Wallet` / `GET Points`: which page of the history. */
export const ledgerQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LEDGER_PAGE_SIZE)
    .default(DEFAULT_LEDGER_PAGE_SIZE),
});
// A type, not an interface: it must fit the client's query-parameter record.
export type LedgerQuery = { page?: number; pageSize?: number };

export const ledgerEntrySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(ledgerEntryKinds),
  /** Signed: + adds to the balance, − takes from it. */
  amount: z.number().int(),
  /** Why, in Arabic and English. */
  name: z.string(),
  nameEn: z.string(),
  /** The order it belongs to, if any. */
  order: z.object({ id: z.number().int().positive(), number: z.string() }).nullable(),
  createdAt: z.string(),
  /** Points credits: when what is left of them expires. */
  expiresAt: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = pageSchema(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** `GET Wallet`: the balance (minor units of `currency`) and a page of its history. */
export const walletSchema = z.object({
  balance: z.number().int().nonnegative(),
  currency: currencyCodeSchema,
  entries: ledgerPageSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** Points that expire together: what is left of the credits expiring at `expiresAt`. */
export const pointsExpirySchema = z.object({
  points: z.number().int().positive(),
  expiresAt: z.string(),
});
export type PointsExpiry = z.infer<typeof pointsExpirySchema>;

/** `GET Points`: the balance, its worth, the next expiries (soonest first) and the history. */
export const pointsSchema = z.object({
  balance: z.number().int().nonnegative(),
  /** What the balance is worth at checkout, in minor units of `currency`. */
  worth: z.number().int().nonnegative(),
  currency: currencyCodeSchema,
  expiring: z.array(pointsExpirySchema).max(12),
  entries: ledgerPageSchema,
});
export type Points = z.infer<typeof pointsSchema>;
