import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addresses } from '#testing/account-story-data.ts';
import { regions } from '#testing/story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { AddressList, type AddressListProps } from './address-list.tsx';

function setup(props: Partial<AddressListProps> = {}, lng: 'en' | 'ar' = 'en') {
  const handlers = { onAdd: vi.fn(), onDelete: vi.fn(), onEdit: vi.fn(), onActivate: vi.fn() };
  renderWithI18n(
    <AddressList
      addresses={addresses}
      activeId={7}
      regions={regions}
      lang={lng}
      {...handlers}
      {...props}
    />,
    lng,
  );
  return handlers;
}

describe('AddressList', () => {
  it('shows each address as a card and marks the active one', () => {
    setup();
    const home = screen.getByRole('article', { name: 'المنزل' });
    within(home).getByText('Active address');
    within(home).getByText('Building 14 · Floor 3 · Apartment 7');
    within(home).getByText('Riyadh, Riyadh Province, Saudi Arabia');
    const work = screen.getByRole('article', { name: 'Work' });
    expect(within(work).queryByText('Active address')).toBeNull();
    within(work).getByText('Receiver: Omar');
  });

  it('adds, edits and activates through callbacks', () => {
    const { onAdd, onEdit, onActivate } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit address: Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here: Work' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledWith(addresses[1]);
    expect(onActivate).toHaveBeenCalledWith(addresses[1]);
    expect(screen.queryByRole('button', { name: 'Deliver here: المنزل' })).toBeNull();
  });

  it('asks before deleting; Cancel returns focus to Delete', () => {
    const { onDelete } = setup();
    const remove = screen.getByRole('button', { name: 'Delete address: Work' });
    fireEvent.click(remove);
    const question = screen.getByRole('group', { name: 'Delete the address “Work”?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete address: Work' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete address: Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onDelete).toHaveBeenCalledWith(addresses[1]);
  });

  it('says when there are none, in Arabic', () => {
    setup({ addresses: [] }, 'ar');
    screen.getByText('لا توجد عناوين محفوظة');
    screen.getByRole('button', { name: 'إضافة عنوان' });
  });
});
