import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliverySpeeds } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { DeliverySpeedPicker } from './delivery-speed-picker.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('DeliverySpeedPicker', () => {
  it('lists each speed with its fee ("Free" at 0) and typical time, and reports a pick', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <DeliverySpeedPicker
        speeds={deliverySpeeds}
        value={1}
        onChange={onChange}
        lang="en"
        storeCurrency={sar}
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery speed' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => spaced(radio.closest('label')?.textContent))).toEqual([
      'Standard Usually within 2 hr SAR 15.00',
      'Express Usually within 30 min SAR 25.00',
      'Scheduled Usually within 4 hr Free',
    ]);
    expect(within(group).getByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: /Express/ }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error (R5.32) under the group and ties it to the group', () => {
    renderWithI18n(
      <DeliverySpeedPicker
        speeds={deliverySpeeds}
        value={null}
        onChange={() => {}}
        lang="en"
        storeCurrency={sar}
        error="Please select a delivery speed"
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery speed' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please select a delivery speed',
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('speaks Arabic: the Arabic names, "مجاني", the same Latin digits', () => {
    renderWithI18n(
      <DeliverySpeedPicker
        speeds={deliverySpeeds}
        value={3}
        onChange={() => {}}
        lang="ar"
        storeCurrency={sar}
      />,
      'ar',
    );
    const group = screen.getByRole('group', { name: 'سرعة التوصيل' });
    within(group).getByRole('radio', { name: /سريع/ });
    within(group).getByText('مجاني');
    expect(
      spaced(within(group).getByRole('radio', { name: /عادي/ }).closest('label')?.textContent),
    ).toContain('15.00');
  });
});
