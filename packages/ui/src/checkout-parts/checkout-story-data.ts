import type { DeliverySpeed } from '@shop/core/catalog';
import type {
  AppliedCoupon,
  DeliverySlot,
  Order,
  OrderLine,
  QuotedOrder,
  UndeliverableLine,
} from '@shop/core/checkout-schemas';
import type { ChosenCoupon, NamedChoice, PaymentMethodId } from '@shop/core/checkout-state';
import { addresses } from '#testing/account-story-data.ts';

// Demo checkout data for stories and tests, shaped as the API answers it (`name` is Arabic).
// Data, not UI copy, so not in the translation files. Amounts are what the API would compute.

export const deliverySpeeds: DeliverySpeed[] = [
  { id: 1, code: 'standard', name: 'عادي', nameEn: 'Standard', fee: 1500, etaMinutes: 120 },
  { id: 2, code: 'express', name: 'سريع', nameEn: 'Express', fee: 2500, etaMinutes: 30 },
  { id: 3, code: 'scheduled', name: 'مجدول', nameEn: 'Scheduled', fee: 0, etaMinutes: 240 },
];

/** Windows of 09:00–12:00, 12:00–15:00 and 18:00–21:00 Riyadh time (UTC+3) from 14 March. */
function day(date: string, firstId: number, full: readonly boolean[]): DeliverySlot[] {
  return [
    ['06:00', '09:00'],
    ['09:00', '12:00'],
    ['15:00', '18:00'],
  ].map(([start, end], index) => ({
    id: firstId + index,
    startsAt: `${date}T${start}:00.000Z`,
    endsAt: `${date}T${end}:00.000Z`,
    full: full[index] ?? false,
  }));
}

export const deliverySlots: DeliverySlot[] = [
  ...day('2026-03-14', 11, [true, false, false]),
  ...day('2026-03-15', 21, [false, true, false]),
  ...day('2026-03-16', 31, [false, false, false]),
];

/** The shopper's hold on slot 12 (Saturday 12:00–15:00) until 14:32 Riyadh time. */
export const slotHold = { slotId: 12, expiresAt: '2026-03-14T11:32:00.000Z' };

export const paymentMethods: NamedChoice<PaymentMethodId>[] = [
  { id: 'cod', name: 'الدفع عند الاستلام', nameEn: 'Cash on delivery' },
  { id: 'card', name: 'بطاقة مدى أو ائتمانية', nameEn: 'Mada or credit card' },
  { id: 'bnpl', name: 'ادفع على 4', nameEn: 'Pay in 4' },
];

const line = (
  productId: number,
  name: string,
  nameEn: string,
  quantity: number,
  unitPrice: number,
): OrderLine => ({
  productId,
  name,
  nameEn,
  quantity,
  unitPrice,
  lineTotal: quantity * unitPrice,
  options: [],
});

const milkLine = line(101, 'حليب طازج كامل الدسم', 'Fresh full-fat milk', 2, 650);
const yoghurtLine = line(108, 'لبن زبادي', 'Plain yoghurt', 3, 450);
const datesLine = line(102, 'تمر مجدول فاخر', 'Premium Medjool dates', 1, 3500);
const breadLine = line(106, 'خبز عربي', 'Arabic bread', 4, 200);

/** VAT of 15 % included in a total: total × 15 / 115, rounded. */
const vatOf = (total: number) => Math.round((total * 15) / 115);

function amounts(lines: OrderLine[], deliveryFee: number, discount = 0, points = 0, wallet = 0) {
  const subtotal = lines.reduce((sum, item) => sum + item.lineTotal, 0);
  const total = subtotal + deliveryFee - discount - points - wallet;
  return {
    currency: 'SAR',
    subtotal,
    deliveryFee,
    discount,
    points,
    wallet,
    vat: vatOf(total),
    total,
  };
}

/** One dry order: dates and bread, standard delivery, a coupon, points and wallet used. */
export const dryQuote: QuotedOrder = {
  storage: 'dry',
  lines: [datesLine, breadLine],
  ...amounts([datesLine, breadLine], 1500, 430, 200, 500),
};

/** A cold and dry basket: two orders, the second one's delivery free. */
export const splitQuote: QuotedOrder[] = [
  { storage: 'cold', lines: [milkLine, yoghurtLine], ...amounts([milkLine, yoghurtLine], 1500) },
  { storage: 'dry', lines: [datesLine, breadLine], ...amounts([datesLine, breadLine], 0) },
];
export const splitQuoteTotal = splitQuote.reduce((sum, order) => sum + order.total, 0);

const [home] = addresses;
const addressCopy = Object.fromEntries(
  Object.entries(home ?? {}).filter(([, value]) => value !== ''),
) as Record<string, string | number>;

/** A placed cash-on-delivery order, as Order Details and My Orders show it. */
export const placedOrder: Order = {
  id: 501,
  number: 'SO-2026-000501',
  placedAt: '2026-03-13T17:05:00.000Z',
  status: 'placed',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  couponCode: null,
  paymentDueAt: null,
  brandId: 1,
  slot: { id: 12, startsAt: '2026-03-14T09:00:00.000Z', endsAt: '2026-03-14T12:00:00.000Z' },
  deliverySpeed: { id: 1, code: 'standard', name: 'عادي', nameEn: 'Standard' },
  shippingAddress: addressCopy,
  billingAddress: addressCopy,
  ...dryQuote,
  lines: dryQuote.lines.map((item, index) => ({ ...item, id: 5010 + index })),
  storage: 'dry',
  timeline: [{ status: 'placed', at: '2026-03-13T17:05:00.000Z' }],
};

export const deliveredOrder: Order = {
  ...placedOrder,
  id: 498,
  number: 'SO-2026-000498',
  placedAt: '2026-03-02T08:40:00.000Z',
  status: 'delivered',
  paymentStatus: 'paid',
  storage: 'cold',
  lines: (splitQuote[0]?.lines ?? []).map((item, index) => ({ ...item, id: 4980 + index })),
  ...amounts(splitQuote[0]?.lines ?? [], 1500),
  timeline: [
    { status: 'placed', at: '2026-03-02T08:40:00.000Z' },
    { status: 'preparing', at: '2026-03-02T09:15:00.000Z' },
    { status: 'out_for_delivery', at: '2026-03-02T12:02:00.000Z' },
    { status: 'delivered', at: '2026-03-02T13:30:00.000Z' },
  ],
};

export const failedOrder: Order = {
  ...placedOrder,
  id: 499,
  number: 'SO-2026-000499',
  status: 'payment_failed',
  paymentMethod: 'card',
  paymentStatus: 'failed',
  timeline: [
    { status: 'awaiting_payment', at: '2026-03-13T17:05:00.000Z' },
    { status: 'payment_failed', at: '2026-03-13T17:35:00.000Z' },
  ],
};

/** A card order awaiting payment (R4.21), its coupon applied, to pay by 20:35 Riyadh time. */
export const waitingOrder: Order = {
  ...placedOrder,
  id: 502,
  number: 'SO-2026-000502',
  status: 'awaiting_payment',
  paymentMethod: 'card',
  paymentStatus: 'pending',
  couponCode: 'WELCOME10',
  paymentDueAt: '2026-03-13T17:35:00.000Z',
  timeline: [{ status: 'awaiting_payment', at: '2026-03-13T17:05:00.000Z' }],
};

/** The coupon the API applied (R8.27), as `POST Checkout/Coupon` answers it. */
export const appliedCoupon: AppliedCoupon = {
  code: 'WELCOME10',
  name: 'خصم الترحيب 10٪',
  nameEn: 'Welcome 10% off',
  discount: 430,
};

/** Coupons the shopper holds, to pick in the coupon gift modal. */
export const heldCoupons: ChosenCoupon[] = [
  { code: 'WELCOME10', name: 'خصم الترحيب 10٪', nameEn: 'Welcome 10% off' },
  { code: 'GIFT50', name: 'قسيمة هدية بخمسين ريالًا', nameEn: 'SAR 50 gift coupon' },
];

/** A basket line that cannot go to the address's country (R8.13). */
export const undeliverableLines: UndeliverableLine[] = [
  { productId: 107, name: 'عسل سدر يمني', nameEn: 'Yemeni sidr honey' },
];
