import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  SELLER_COMMISSION_MAX_BPS,
  SELLER_STATEMENT_PAGE_SIZE_MAX,
} from '#sellers/statement-constants.ts';

export * from '#sellers/statement-constants.ts';

// A seller's statement (issue 17) and the marketplace's commission that staff set per seller.
//
// - A sale is an order of the seller's store delivered in the period (its `delivered` timeline
//   row, in the shop's time zone, Asia/Riyadh, UTC+3 all year). Delivered orders are paid: cash
//   on delivery is paid when handed over, card and "Pay in 4" before the order is placed.
// - Its amount is what the shopper paid for the order, every means together (card or cash,
//   wallet, points): the goods (item subtotal, VAT included, less the coupon's discount) plus
//   the delivery fee.
// - Commission applies to the goods only (the delivery fee passes to the seller, who delivers),
//   at the seller's rate in force when the order was delivered, per order, rounded half up to
//   the minor unit: `floor((goods × rate + 5000) / 10000)`. The totals are the sums of the lines.
// - Refunds are those paid back to shoppers in the period (`refunded`), whatever period their
//   order was sold in; the commission of a refunded sale is not given back.
// - Payout due = sales − commission − refunds, per currency (a store's brands may differ).

/** `YYYY-MM`, a calendar month in the shop's time zone (2000–2099). */
export const statementPeriodSchema = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'backoffice:validation.period')
  .meta({ description: 'A month, YYYY-MM, in the shop’s time zone', example: '2026-03' });

/** `GET Seller/Statement?period=&page=&pageSize=`. */
export const sellerStatementQuerySchema = z.strictObject({
  period: statementPeriodSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SELLER_STATEMENT_PAGE_SIZE_MAX).default(100),
});
export type SellerStatementQuery = z.input<typeof sellerStatementQuerySchema>;

const amount = z.number().int();

/** One order's part of the statement: its sale in the period, its refunds paid in the period. */
export const sellerStatementLineSchema = z.object({
  orderId: z.number().int().positive(),
  number: z.string(),
  currency: z.string(),
  /** When it was delivered (maybe before the period, for a refund of an earlier sale). */
  deliveredAt: z.string(),
  /** Whether the sale is this period's (else the line holds only refunds). */
  sold: z.boolean(),
  /** Item subtotal less the coupon's discount: what commission applies to (0 when not sold). */
  goods: amount,
  deliveryFee: amount,
  /** goods + deliveryFee. */
  sales: amount,
  /** The seller's rate when the order was delivered. */
  rateBps: z.number().int(),
  commission: amount,
  refunds: amount,
  /** sales − commission − refunds. */
  payout: amount,
});
export type SellerStatementLine = z.infer<typeof sellerStatementLineSchema>;

/** One currency's totals: the sums of its lines. */
export const sellerStatementTotalSchema = z.object({
  currency: z.string(),
  /** Orders sold in the period. */
  orders: z.number().int().nonnegative(),
  goods: amount,
  deliveryFee: amount,
  sales: amount,
  commission: amount,
  refunds: amount,
  payout: amount,
});
export type SellerStatementTotal = z.infer<typeof sellerStatementTotalSchema>;

export const sellerStatementSchema = z.object({
  period: z.string(),
  /** The period's bounds as instants: [from, to). */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** The seller's rate now (lines carry the rate each order was sold at). */
  rateBps: z.number().int(),
  /** One per currency, by currency code. */
  totals: z.array(sellerStatementTotalSchema),
  /** The lines, by delivery time then order. */
  lines: pageSchema(sellerStatementLineSchema),
});
export type SellerStatement = z.infer<typeof sellerStatementSchema>;

/** `GET Seller/Statement/Period`: the months with a sale or a refund, newest first. */
export const sellerStatementPeriodsSchema = z.object({ items: z.array(z.string()) });
export type SellerStatementPeriods = z.infer<typeof sellerStatementPeriodsSchema>;

/** `GET/PATCH Staff/SellerApplication/{id}/Commission`: the seller's rate. */
export const staffSellerCommissionSchema = z.object({
  sellerId: z.number().int().positive(),
  rateBps: z.number().int(),
});
export type StaffSellerCommission = z.infer<typeof staffSellerCommissionSchema>;

export const staffSellerCommissionUpdateSchema = z.strictObject({
  rateBps: z
    .number({ error: 'backoffice:validation.commissionRate' })
    .int('backoffice:validation.commissionRate')
    .min(0, 'backoffice:validation.commissionRate')
    .max(SELLER_COMMISSION_MAX_BPS, 'backoffice:validation.commissionRate'),
});
export type StaffSellerCommissionUpdate = z.infer<typeof staffSellerCommissionUpdateSchema>;
