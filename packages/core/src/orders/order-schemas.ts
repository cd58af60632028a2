import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  MAX_STAFF_NOTE_LENGTH,
  MAX_STAFF_ORDER_SEARCH_LENGTH,
  staffOrderSorts,
} from '#staff/staff-constants.ts';
import {
  orderListQuerySchema,
  orderSchema,
  orderStatuses,
  paymentStatuses,
  type OrderStatus,
} from '#checkout/checkout-schemas.ts';

export * from '#staff/staff-constants.ts';

// After the order (issue 15): staff move orders through their statuses, and the shopper reads
// the invoice. The allowed moves are the API's one table (orders/order-status.ts).

/**
 * The statuses staff may move an order to: along the delivery (`placed` → `preparing` →
 * `out_for_delivery` → `delivered`) or `cancelled` where the status machine allows it. Placed
 * and paid are the payment's to say, never staff's.
 */
export const staffOrderTargets = [
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type StaffOrderTarget = (typeof staffOrderTargets)[number];

/**
 * `GET Staff/Order?page=&pageSize=&status=&paymentStatus=&brandId=&slotId=&q=&sort=`: every
 * customer's orders, newest first unless `sort` says otherwise; `slotId` keeps one delivery
 * slot's. `q` finds an order by its number (`SO-00000042`, any case) or the orders of a
 * shopper by the end of their phone number (digits only, at least 4).
 */
export const staffOrderListQuerySchema = orderListQuerySchema.extend({
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  brandId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  slotId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: z.string().trim().max(MAX_STAFF_ORDER_SEARCH_LENGTH).optional(),
  sort: z.enum(staffOrderSorts).default('placed_desc'),
});
/** The board's query as a client sends it: every filter optional (page 1, 20 a page by default). */
export type StaffOrderListQuery = Partial<z.output<typeof staffOrderListQuerySchema>>;

/** `POST Staff/Order/{id}/Status`: where to move the order, and why (kept in the audit record). */
export const staffOrderStatusRequestSchema = z.strictObject({
  status: z.enum(staffOrderTargets),
  note: z.string().trim().max(MAX_STAFF_NOTE_LENGTH).optional(),
});
export type StaffOrderStatusRequest = z.infer<typeof staffOrderStatusRequestSchema>;

/**
 * An order as staff see it: the shopper's order, whose it is (with the contact the delivery
 * needs) and the moves staff may make from its status now (`moves`, from the API's one status
 * machine: a back office shows those and no others).
 */
export const staffOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The shopper's mobile number with its dialling code, e.g. `+966501234567`. */
    phone: z.string(),
  }),
  moves: z.array(z.enum(staffOrderTargets)),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderPageSchema = pageSchema(staffOrderSchema);
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/**
 * `GET Order/{id}/Invoice`: the shopper's simplified tax invoice (R2.68). The seller is the
 * order's brand with its VAT number; `totalWithVat` is what the order costs (subtotal + delivery
 * − coupon discount: points and wallet pay it, they do not lower it) and `order.vat` the VAT in
 * it. `qrValue` is the ZATCA phase-1 QR code's text (base64 TLV), null while the seller has no
 * VAT number.
 */
export const orderInvoiceSchema = z.object({
  order: orderSchema,
  seller: bilingualNameSchema.extend({ vatNumber: z.string().nullable() }),
  issuedAt: z.string(),
  totalWithVat: z.number().int().nonnegative(),
  qrValue: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
