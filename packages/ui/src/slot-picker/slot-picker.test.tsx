import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliverySlots, slotHold } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { SlotPicker } from './slot-picker.tsx';

const names = (radios: HTMLElement[]) =>
  radios.map((radio) => (radio.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('SlotPicker', () => {
  it('shows the days, then the first open day’s windows in Riyadh time; a full one is disabled', () => {
    const onChange = vi.fn();
    renderWithI18n(<SlotPicker slots={deliverySlots} value={null} onChange={onChange} lang="en" />);
    const days = screen.getByRole('group', { name: 'Delivery day' });
    expect(names(within(days).getAllByRole('radio'))).toEqual([
      'Sat, Mar 14',
      'Sun, Mar 15',
      'Mon, Mar 16',
    ]);
    expect(within(days).getByRole('radio', { name: 'Sat, Mar 14' })).toHaveProperty(
      'checked',
      true,
    );

    const times = screen.getByRole('group', { name: 'Delivery time' });
    const windows = within(times).getAllByRole('radio');
    expect(names(windows)).toEqual(['09:00–12:00 Full', '12:00–15:00', '18:00–21:00']);
    expect(windows.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([
      true,
      false,
      false,
    ]);

    fireEvent.click(within(times).getByRole('radio', { name: '12:00–15:00' }));
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it('another day shows its own windows', () => {
    renderWithI18n(<SlotPicker slots={deliverySlots} value={null} onChange={() => {}} lang="en" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Sun, Mar 15' }));
    const times = screen.getByRole('group', { name: 'Delivery time' });
    expect(names(within(times).getAllByRole('radio'))).toEqual([
      '09:00–12:00',
      '12:00–15:00 Full',
      '18:00–21:00',
    ]);
  });

  it('says how long the chosen window is held and ties the error to the windows', () => {
    renderWithI18n(
      <SlotPicker
        slots={deliverySlots}
        value={slotHold.slotId}
        heldUntil={slotHold.expiresAt}
        onChange={() => {}}
        lang="en"
        error="This delivery time is fully booked. Please choose another one."
      />,
    );
    const times = screen.getByRole('group', { name: 'Delivery time' });
    expect(within(times).getByRole('radio', { name: '12:00–15:00' })).toHaveProperty(
      'checked',
      true,
    );
    const description = (times.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(description).toBe(
      'This delivery time is fully booked. Please choose another one. | Held for you until 14:32',
    );
  });

  it('speaks Arabic with Latin digits and "ممتلئ"', () => {
    renderWithI18n(
      <SlotPicker slots={deliverySlots} value={null} onChange={() => {}} lang="ar" />,
      'ar',
    );
    screen.getByRole('group', { name: 'يوم التوصيل' });
    const times = screen.getByRole('group', { name: 'وقت التوصيل' });
    expect(names(within(times).getAllByRole('radio'))).toEqual([
      '09:00–12:00 ممتلئ',
      '12:00–15:00',
      '18:00–21:00',
    ]);
    screen.getByRole('radio', { name: 'السبت، 14 مارس' });
  });
});
