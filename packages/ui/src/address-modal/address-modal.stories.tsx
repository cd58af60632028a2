import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { addresses } from '#testing/account-story-data.ts';
import { regions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { AddressModal, type AddressModalProps } from './address-modal.tsx';

/** A page button that opens the modal, as the app would (its label is story copy). */
function WithOpener(args: AddressModalProps) {
  const lang = useStoryLocale();
  const [open, setOpen] = useState(args.open);
  return (
    <div className="p-4">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {lang === 'ar' ? 'عنوان جديد' : 'New address'}
      </button>
      <AddressModal
        {...args}
        lang={lang}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Account/AddressModal',
  component: AddressModal,
  tags: ['autodocs'],
  args: { open: false, regions, lang: 'en', onClose: fn(), onSubmit: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof AddressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the title, Escape closes and focus returns; then a full address is saved. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'New address' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Add address' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    // The dialog's close event, which calls onClose and returns focus, may come a little later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Home');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Street address' }),
      '12 King Fahd Road',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), '1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), '11');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), '111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode / postal code' }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '501234567');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Floor number (optional)' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Home', countryId: 1, subCityId: 111, floorNumber: '3' }),
      ),
    );
  },
} satisfies Story;

/** Arabic: the messages in Arabic, the close button at the inline end (left). */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await canvas.findByRole('dialog', { name: 'إضافة عنوان' });
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ العنوان' }));
    const title = canvas.getByRole('textbox', { name: 'اسم العنوان' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('اسم العنوان مطلوب مثل المنزل أو العمل');
    await expect(canvas.getByRole('combobox', { name: 'الدولة' })).toHaveAccessibleDescription(
      'الدولة مطلوبة',
    );
    const close = canvas.getByRole('button', { name: 'إغلاق' });
    const heading = canvas.getByRole('heading', { name: 'إضافة عنوان' });
    await expect(close.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
    await expect(dialog).toBeVisible();
  },
} satisfies Story;

/** Closed: just the opener in both languages (two modal dialogs cannot share the top layer). */
export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** A phone of the wrong length (R5.08): the same message as sign-up, at the field. */
export const InvalidPhoneEnglish = {
  globals: { locale: 'en' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Phone number is invalid'));
  },
} satisfies Story;

/** A phone with letters, in Arabic. */
export const InvalidPhoneArabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(phone, '50abc');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ العنوان' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('رقم الجوال غير صالح'));
  },
} satisfies Story;

/** Editing (R2.79): the dialog starts from the address; a cleared title is refused, then saved. */
export const EditEnglish = {
  globals: { locale: 'en' },
  args: { open: true, address: addresses[1] },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Edit address' });
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Work');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('121');
    await expect(canvas.getByRole('textbox', { name: 'Receiver name (optional)' })).toHaveValue(
      'Omar',
    );
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('Title is required For example Home or Work'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(title, 'Office');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), '122');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Office', subCityId: 122, receiverName: 'Omar' }),
      ),
    );
  },
} satisfies Story;

/** Editing in Arabic: the title "تعديل العنوان", the fields filled, the message naming "اسم العنوان". */
export const EditArabic = {
  globals: { locale: 'ar' },
  args: { open: true, address: addresses[0] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await canvas.findByRole('dialog', { name: 'تعديل العنوان' });
    const title = canvas.getByRole('textbox', { name: 'اسم العنوان' });
    await expect(title).toHaveValue('المنزل');
    await expect(canvas.getByRole('textbox', { name: 'رقم الطابق (اختياري)' })).toHaveValue('3');
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ العنوان' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('اسم العنوان مطلوب مثل المنزل أو العمل'),
    );
    await userEvent.type(title, 'البيت');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ العنوان' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'البيت', buildingNumber: '14', subCityId: 111 }),
      ),
    );
  },
} satisfies Story;
