import { orderStatuses } from '@shop/core/checkout-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

describe('OrderStatusBadge', () => {
  it('names every status in English and Arabic (R4.23)', () => {
    const { container, unmount } = renderWithI18n(
      <>
        {orderStatuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect([...container.children].map((badge) => badge.textContent)).toEqual([
      'Awaiting payment',
      'Placed',
      'Preparing',
      'Out for delivery',
      'Delivered',
      'Cancelled',
      'Payment failed',
    ]);
    unmount();
    const arabic = renderWithI18n(
      <>
        {orderStatuses.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </>,
      'ar',
    );
    expect([...arabic.container.children].map((badge) => badge.textContent)).toEqual([
      'بانتظار الدفع',
      'تم الطلب',
      'قيد التجهيز',
      'خرج للتوصيل',
      'تم التوصيل',
      'ملغي',
      'فشل الدفع',
    ]);
    expect(screen.getByText('ملغي')).toBeDefined();
  });
});
