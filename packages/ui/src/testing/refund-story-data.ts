import type { Refund, RefundOptions } from '@shop/core/refunds';
import type { LedgerEntry, PointsExpiry } from '@shop/core/wallet';

// Demo refunds, wallet and points data for stories and tests, shaped as the store API sends it
// (`name` is Arabic). Data, not UI copy, so not in the translation files.

export const refundOptions: RefundOptions = {
  orderId: 498,
  orderNumber: 'SO-00000498',
  currency: 'SAR',
  paymentMethod: 'cod',
  refundable: true,
  lines: [
    {
      orderLineId: 4980,
      name: 'حليب طازج كامل الدسم',
      nameEn: 'Fresh full-fat milk',
      quantity: 2,
      refundableQuantity: 2,
    },
    {
      orderLineId: 4981,
      name: 'لبن زبادي',
      nameEn: 'Plain yoghurt',
      quantity: 3,
      refundableQuantity: 1,
    },
    {
      orderLineId: 4982,
      name: 'خبز عربي',
      nameEn: 'Arabic bread',
      quantity: 4,
      refundableQuantity: 0,
    },
  ],
  destinations: ['wallet', 'payout'],
  payoutDetailsSaved: false,
};

export const refunds: Refund[] = [
  {
    id: 12,
    order: { id: 498, number: 'SO-00000498' },
    status: 'refunded',
    reason: 'The milk was past its date.',
    destination: 'wallet',
    currency: 'SAR',
    requestedAmount: 1_300,
    approvedAmount: 1_300,
    decisionNote: 'Sorry about that: the wallet has it back.',
    lines: [
      {
        orderLineId: 4980,
        name: 'حليب طازج كامل الدسم',
        nameEn: 'Fresh full-fat milk',
        quantity: 2,
        amount: 1_300,
      },
    ],
    createdAt: '2026-03-05T10:00:00.000Z',
    decidedAt: '2026-03-05T12:00:00.000Z',
    refundedAt: '2026-03-05T12:00:00.000Z',
  },
  {
    id: 11,
    order: { id: 497, number: 'SO-00000497' },
    status: 'requested',
    reason: 'One yoghurt was open.',
    destination: 'payout',
    currency: 'SAR',
    requestedAmount: 450,
    approvedAmount: null,
    decisionNote: null,
    lines: [
      { orderLineId: 4971, name: 'لبن زبادي', nameEn: 'Plain yoghurt', quantity: 1, amount: 450 },
    ],
    createdAt: '2026-03-04T08:30:00.000Z',
    decidedAt: null,
    refundedAt: null,
  },
];

export const walletEntries: LedgerEntry[] = [
  {
    id: 93,
    kind: 'credit',
    amount: 1_300,
    name: 'استرداد الطلب SO-00000498',
    nameEn: 'Refund of order SO-00000498',
    order: { id: 498, number: 'SO-00000498' },
    createdAt: '2026-03-05T12:00:00.000Z',
    expiresAt: null,
  },
  {
    id: 90,
    kind: 'hold',
    amount: -2_000,
    name: 'دفع طلب',
    nameEn: 'Order paid',
    order: { id: 497, number: 'SO-00000497' },
    createdAt: '2026-03-02T08:40:00.000Z',
    expiresAt: null,
  },
  {
    id: 12,
    kind: 'credit',
    amount: 5_000,
    name: 'رصيد ترحيبي',
    nameEn: 'Welcome credit',
    order: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    expiresAt: null,
  },
];

export const pointsEntries: LedgerEntry[] = [
  {
    id: 95,
    kind: 'expiry',
    amount: -120,
    name: 'نقاط منتهية الصلاحية',
    nameEn: 'Points expired',
    order: null,
    createdAt: '2026-03-06T00:29:00.000Z',
    expiresAt: null,
  },
  {
    id: 91,
    kind: 'credit',
    amount: 32,
    name: 'نقاط الطلب SO-00000498',
    nameEn: 'Points of order SO-00000498',
    order: { id: 498, number: 'SO-00000498' },
    createdAt: '2026-03-03T16:00:00.000Z',
    expiresAt: '2027-03-03T16:00:00.000Z',
  },
];

export const pointsExpiring: PointsExpiry[] = [
  { points: 32, expiresAt: '2027-03-03T16:00:00.000Z' },
  { points: 3, expiresAt: '2027-04-01T10:00:00.000Z' },
];
