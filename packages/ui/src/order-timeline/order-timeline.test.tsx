import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveredOrder } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('OrderTimeline', () => {
  it('lists each status reached, oldest first, with its Riyadh date; the last is the current step', () => {
    renderWithI18n(<OrderTimeline events={deliveredOrder.timeline} lang="en" />);
    const section = screen.getByRole('region', { name: 'Order timeline' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => spaced(step.textContent))).toEqual([
      'Placed Mar 2, 2026, 11:40',
      'Preparing Mar 2, 2026, 12:15',
      'Out for delivery Mar 2, 2026, 15:02',
      'Delivered · Current status Mar 2, 2026, 16:30',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      'step',
    ]);
    const times = list.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual(
      deliveredOrder.timeline.map((event) => event.at),
    );
  });

  it('speaks Arabic with Latin digits and the Gregorian calendar', () => {
    renderWithI18n(
      <OrderTimeline events={deliveredOrder.timeline} lang="ar" headingLevel={3} />,
      'ar',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'مراحل الطلب' })).toBeTruthy();
    const steps = screen.getAllByRole('listitem');
    // ar-SA's medium date: day/month/year with right-to-left marks, Latin digits.
    expect(spaced(steps[0]?.textContent).replace(/\u200f/g, '')).toBe('تم الطلب 02/03/2026، 11:40');
    expect(spaced(steps[3]?.textContent)).toContain('تم التوصيل · الحالة الحالية');
  });
});
