import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addresses } from '#testing/account-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { regions } from '#testing/story-data.ts';
import { AddressChooser } from './address-chooser.tsx';

const text = (id: string | null) =>
  (document.getElementById(id ?? '')?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('AddressChooser', () => {
  it('offers the saved addresses by title, described by their lines, and "Add a new address"', () => {
    const onChange = vi.fn();
    const onAdd = vi.fn();
    renderWithI18n(
      <AddressChooser
        addresses={addresses}
        value={7}
        onChange={onChange}
        onAdd={onAdd}
        regions={regions}
        lang="en"
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery address' });
    const home = within(group).getByRole('radio', { name: 'المنزل' });
    expect(home).toHaveProperty('checked', true);
    expect(text(home.getAttribute('aria-describedby'))).toContain(
      'Riyadh, Riyadh Province, Saudi Arabia',
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Work' }));
    expect(onChange).toHaveBeenCalledWith(8);
    fireEvent.click(within(group).getByRole('button', { name: 'Add a new address' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('says when there is none, and ties an error to the group (Arabic)', () => {
    renderWithI18n(
      <AddressChooser
        addresses={[]}
        value={null}
        onChange={() => {}}
        onAdd={() => {}}
        lang="ar"
        error="المدينة مطلوبة"
      />,
      'ar',
    );
    const group = screen.getByRole('group', { name: 'عنوان التوصيل' });
    within(group).getByText('ليس لديك عنوان محفوظ بعد.');
    within(group).getByRole('button', { name: 'إضافة عنوان جديد' });
    expect(text(group.getAttribute('aria-describedby'))).toBe('المدينة مطلوبة');
  });
});
