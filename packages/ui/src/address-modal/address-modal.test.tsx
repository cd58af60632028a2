import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { regions } from '#testing/story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { AddressModal, type AddressModalProps } from './address-modal.tsx';

function setup(props: Partial<AddressModalProps> = {}, lng: 'en' | 'ar' = 'en') {
  const handlers = { onClose: vi.fn(), onSubmit: vi.fn() };
  const view = renderWithI18n(
    <AddressModal open regions={regions} lang={lng} {...handlers} {...props} />,
    lng,
  );
  return { ...handlers, ...view };
}

const editable = {
  id: 5,
  title: 'المنزل',
  streetAddress: 'طريق الملك فهد',
  countryId: 1,
  stateId: 12,
  subCityId: 121,
  postalCode: '21577',
  phone: '501234567',
  buildingNumber: '14',
  floorNumber: '',
  apartmentNumber: '',
  receiverName: 'عمر',
  receiverPhone: '551113333',
  notes: '',
  location: null,
};

const labels = [
  'Title',
  'Street address',
  'Country',
  'State',
  'City',
  'Pincode / postal code',
  'Phone',
  'Building name or number (optional)',
  'Floor number (optional)',
  'Apartment number (optional)',
  'Receiver name (optional)',
  'Receiver phone (optional)',
  'Delivery notes (optional)',
];

describe('AddressModal', () => {
  it('is a dialog named by its title with the 13 labels of the spec in order', () => {
    const { container } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    expect(dialog.tagName).toBe('DIALOG');
    const names = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(names).toEqual(labels);
    within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('cascades country → state → city and clears below on change', () => {
    setup();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });
    expect(state.disabled && city.disabled).toBe(true);
    fireEvent.change(country, { target: { value: '1' } });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a state', 'Riyadh Province', 'Makkah Province']);
    fireEvent.change(state, { target: { value: '12' } });
    fireEvent.change(city, { target: { value: '121' } });
    expect(city.value).toBe('121');
    fireEvent.change(country, { target: { value: '2' } });
    expect(state.value).toBe('');
    expect(city.value).toBe('');
    expect(city.disabled).toBe(true);
  });

  it('shows the required messages and submits numbers for the ids', async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Title is required');
    for (const text of [
      'Street address is required',
      'Country is required',
      'State is required',
      'City is required',
      'Pincode is required',
      'Phone number is required',
    ])
      screen.getByText(text);
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Title', 'Home');
    type('Street address', '12 King Fahd Road');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: '111' } });
    type('Pincode / postal code', '1234');
    type('Phone', '501234567');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Wrong Postal Code');
    type('Pincode / postal code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Home',
      streetAddress: '12 King Fahd Road',
      countryId: 1,
      stateId: 11,
      subCityId: 111,
      postalCode: '12345',
      phone: '501234567',
      buildingNumber: '',
      floorNumber: '',
      apartmentNumber: '',
      receiverName: '',
      receiverPhone: '',
      notes: '',
    });
  });

  it.each([
    ['en', 'Phone', 'Save address', 'Phone number is invalid'],
    ['ar', 'رقم الجوال', 'حفظ العنوان', 'رقم الجوال غير صالح'],
  ] as const)(
    'says the phone is invalid for letters or a wrong length (%s, R5.08)',
    async (lng, phoneLabel, save, invalid) => {
      const { onSubmit } = setup({}, lng);
      const phone = screen.getByRole('textbox', { name: phoneLabel });
      for (const value of ['12', '50123abcd', '5012345678']) {
        fireEvent.change(phone, { target: { value } });
        fireEvent.click(screen.getByRole('button', { name: save }));
        await screen.findByText(invalid);
      }
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits the edited fields of an address in Arabic', async () => {
    const { onSubmit } = setup({ address: editable }, 'ar');
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'اسم العنوان' });
    expect(title.value).toBe('المنزل');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ العنوان' }));
    await screen.findByText('اسم العنوان مطلوب');
    fireEvent.change(title, { target: { value: 'البيت' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الشقة (اختياري)' }), {
      target: { value: '9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ العنوان' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // No location: the form does not place the address on the map, so saving keeps its point.
    const { id: _id, location: _location, ...fields } = editable;
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...fields,
      title: 'البيت',
      apartmentNumber: '9',
    });
  });

  it('says in Arabic that an address deleted meanwhile cannot be saved (404 address_not_found)', async () => {
    setup(
      {
        address: editable,
        serverErrors: [
          { code: 'address_not_found', message: 'Address 5 not found', field: 'body.id' },
        ],
      },
      'ar',
    );
    await screen.findByText('هذا العنوان لم يعد موجودًا، فربما حُذف من نافذة أخرى.');
    expect(screen.queryByText('Address 5 not found')).toBeNull();
  });

  it('edits an address in Arabic and closes with Cancel', () => {
    const { onClose } = setup(
      {
        address: {
          id: 5,
          title: 'المنزل',
          streetAddress: 'طريق الملك فهد',
          countryId: 1,
          stateId: 12,
          subCityId: 121,
          postalCode: '21577',
          phone: '501234567',
          buildingNumber: '',
          floorNumber: '',
          apartmentNumber: '',
          receiverName: '',
          receiverPhone: '',
          notes: '',
          location: null,
        },
      },
      'ar',
    );
    screen.getByRole('dialog', { name: 'تعديل العنوان' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'المدينة' }).value).toBe('121');
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing inside while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
