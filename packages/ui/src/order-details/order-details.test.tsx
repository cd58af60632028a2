import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { placedOrder, waitingOrder } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { regions, sar } from '#testing/story-data.ts';
import { OrderDetails } from './order-details.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function pairs(): string[] {
  return screen
    .getAllByRole('term')
    .map((term) => `${spaced(term.textContent)}: ${spaced(term.nextElementSibling?.textContent)}`);
}

describe('OrderDetails', () => {
  it('R3.17: every order label is a term with its value', () => {
    renderWithI18n(
      <OrderDetails order={placedOrder} lang="en" storeCurrency={sar} regions={regions} />,
    );
    const address =
      'طريق الملك فهد، حي العليا Building 14 · Floor 3 · Apartment 7 Riyadh, Riyadh Province, Saudi Arabia 12211 501234567';
    expect(pairs()).toEqual([
      'Order number: SO-2026-000501',
      'Date: Mar 13, 2026, 20:05',
      'Amount: SAR 46.70',
      'Status: Placed',
      'Payment mode and status: Cash on delivery · Pending',
      'Delivery slot: Sat, Mar 14 · 12:00–15:00',
      'Delivery speed: Standard',
      `Billing address: ${address}`,
      `Shipping address: ${address}`,
      'Subtotal: SAR 43.00',
      'Delivery fee: SAR 15.00',
      'Coupon discount: -SAR 4.30',
      'Points: -SAR 2.00',
      'Wallet balance: -SAR 5.00',
      'Tax: SAR 6.09 VAT included',
      'Total: SAR 46.70',
    ]);
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
  });

  it('speaks Arabic: every label, the Arabic speed name, Latin digits', () => {
    renderWithI18n(
      <OrderDetails order={placedOrder} lang="ar" storeCurrency={sar} regions={regions} />,
      'ar',
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'رقم الطلب',
      'التاريخ',
      'المبلغ',
      'الحالة',
      'طريقة الدفع وحالته',
      'موعد التوصيل',
      'سرعة التوصيل',
      'عنوان الفاتورة',
      'عنوان الشحن',
      'المجموع الفرعي',
      'رسوم التوصيل',
      'خصم القسيمة',
      'النقاط',
      'رصيد المحفظة',
      'الضريبة',
      'الإجمالي',
    ]);
    screen.getByText('عادي');
    screen.getByText('12:00–15:00');
    screen.getByRole('region', { name: 'المنتجات' });
  });

  it('R4.21: a waiting order shows its coupon code, the time to pay by and "Continue payment"', () => {
    const onContinuePayment = vi.fn();
    renderWithI18n(
      <OrderDetails
        order={waitingOrder}
        lang="en"
        storeCurrency={sar}
        regions={regions}
        onContinuePayment={onContinuePayment}
      />,
    );
    const list = pairs();
    expect(list).toContain('Status: Awaiting payment');
    expect(list).toContain('Payment mode and status: Card payment · Pending');
    expect(list).toContain('Pay by: Mar 13, 2026, 20:35');
    expect(list).toContain('Coupon discount (WELCOME10): -SAR 4.30');
    fireEvent.click(screen.getByRole('button', { name: 'Continue payment' }));
    expect(onContinuePayment).toHaveBeenCalledTimes(1);
  });
});
