import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, placedOrder } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { OrderList } from './order-list.tsx';

describe('OrderList', () => {
  it('says which orders were just placed, then lists every order as a card', () => {
    renderWithI18n(
      <OrderList
        orders={[placedOrder, deliveredOrder]}
        placed="SO-2026-000501"
        lang="en"
        storeCurrency={sar}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Order placed: SO-2026-000501');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My orders');
    // One card per order, each under its own heading.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const details = screen.getByRole('link', { name: 'View details of order SO-2026-000501' });
    expect(details.getAttribute('href')).toBe('#SO-2026-000501');
    expect(screen.queryByText('No orders yet')).toBeNull();
  });

  it('says there are none yet, in Arabic, with no notice when nothing was placed', () => {
    renderWithI18n(<OrderList orders={[]} lang="ar" storeCurrency={sar} />, 'ar');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طلباتي');
    screen.getByText('لا توجد طلبات بعد');
  });

  it("links each card to the app's order page", () => {
    renderWithI18n(
      <OrderList
        orders={[deliveredOrder]}
        orderHref={(order) => `/orders/${order.id}`}
        lang="en"
        storeCurrency={sar}
      />,
    );
    const link = screen.getByRole('link', { name: 'View details of order SO-2026-000498' });
    expect(link.getAttribute('href')).toBe(`/orders/${deliveredOrder.id}`);
  });
});
