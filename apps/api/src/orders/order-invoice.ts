import {
  minorToDecimal,
  zatcaQrValue,
  zatcaTimestamp,
  type OrderInvoice,
  type OrderStatus,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands } from '#src/db/schema.ts';
import { readCustomerOrder } from '#src/orders/orders-queries.ts';

/**
 * The statuses an order has an invoice in: confirmed (placed or later) and not cancelled. An
 * order awaiting or having failed its payment, or cancelled, sold nothing.
 */
export const invoicedStatuses: readonly OrderStatus[] = [
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
];

/** Decimals of a currency's minor unit (SAR 2, KWD 3). */
function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * The customer's simplified tax invoice of the order (R2.68), or undefined for an unknown
 * order, another customer's or one without an invoice ({@link invoicedStatuses}). The seller is
 * the order's brand; its QR code carries the ZATCA phase-1 fields: the seller's (Arabic, legal)
 * name, its VAT number, the time the order was placed, the total with VAT and the VAT.
 */
export async function readOrderInvoice(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<OrderInvoice | undefined> {
  const order = await readCustomerOrder(db, customerId, orderId);
  if (!order || !invoicedStatuses.includes(order.status)) return undefined;
  const [seller] = await db
    .select({ name: brands.name, nameEn: brands.nameEn, vatNumber: brands.vatNumber })
    .from(brands)
    .where(eq(brands.id, order.brandId));
  if (!seller) return undefined;
  // Points and wallet pay the order; they do not lower what it costs.
  const totalWithVat = order.subtotal + order.deliveryFee - order.discount;
  const digits = minorDigits(order.currency);
  return {
    order,
    seller,
    issuedAt: order.placedAt,
    totalWithVat,
    qrValue: seller.vatNumber
      ? zatcaQrValue({
          sellerName: seller.name,
          vatNumber: seller.vatNumber,
          timestamp: zatcaTimestamp(order.placedAt),
          total: minorToDecimal(totalWithVat, digits),
          vat: minorToDecimal(order.vat, digits),
        })
      : null,
  };
}
