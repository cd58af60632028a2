import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveredOrder, placedOrder, waitingOrder } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { OrderCard } from './order-card.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function pairs(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('term')
    .map((term) => `${spaced(term.textContent)}: ${spaced(term.nextElementSibling?.textContent)}`);
}

describe('OrderCard', () => {
  it('shows number, date, amount, status and payment, a details link and Cancel (R2.44)', () => {
    const onCancel = vi.fn();
    renderWithI18n(
      <OrderCard
        order={placedOrder}
        href="/my-orders/501"
        lang="en"
        storeCurrency={sar}
        onCancel={onCancel}
      />,
    );
    const card = screen.getByRole('article', { name: 'Order SO-2026-000501' });
    expect(pairs(card.querySelector('dl') as HTMLElement)).toEqual([
      'Date: Mar 13, 2026, 20:05',
      'Amount: SAR 46.70 (5 items)',
      'Status: Placed',
      'Payment mode and status: Cash on delivery · Pending',
    ]);
    expect(
      within(card)
        .getByRole('link', { name: 'View details of order SO-2026-000501' })
        .getAttribute('href'),
    ).toBe('/my-orders/501');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order SO-2026-000501' }));
    expect(onCancel).toHaveBeenCalledWith(placedOrder);
  });

  it('a delivered order cannot be cancelled; Arabic labels and plurals', () => {
    renderWithI18n(
      <OrderCard
        order={deliveredOrder}
        href="/my-orders/498"
        lang="ar"
        storeCurrency={sar}
        onCancel={() => {}}
      />,
      'ar',
    );
    const card = screen.getByRole('article', { name: 'الطلب SO-2026-000498' });
    expect(within(card).queryByRole('button')).toBeNull();
    within(card).getByText('تم التوصيل');
    within(card).getByText('الدفع عند الاستلام · مدفوع');
    within(card).getByText('(5 منتجات)');
    within(card).getByRole('link', { name: 'عرض التفاصيل للطلب SO-2026-000498' });
  });

  it('R4.21: an order awaiting payment shows the time to pay by and "Continue payment"', () => {
    const onContinuePayment = vi.fn();
    renderWithI18n(
      <OrderCard
        order={waitingOrder}
        href="/checkout/order/502"
        lang="en"
        storeCurrency={sar}
        onContinuePayment={onContinuePayment}
      />,
    );
    const card = screen.getByRole('article', { name: 'Order SO-2026-000502' });
    expect(pairs(card.querySelector('dl') as HTMLElement)).toContain('Pay by: Mar 13, 2026, 20:35');
    within(card).getByText('Awaiting payment');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Continue payment of order SO-2026-000502' }),
    );
    expect(onContinuePayment).toHaveBeenCalledWith(waitingOrder);
  });

  it('a placed order has no "Continue payment"', () => {
    renderWithI18n(
      <OrderCard
        order={placedOrder}
        href="/checkout/order/501"
        lang="ar"
        storeCurrency={sar}
        onContinuePayment={() => {}}
      />,
      'ar',
    );
    expect(screen.queryByRole('button', { name: /متابعة دفع/ })).toBeNull();
    expect(screen.queryByText('الدفع قبل')).toBeNull();
  });
});
