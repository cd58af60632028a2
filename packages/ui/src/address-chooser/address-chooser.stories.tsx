import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { addresses } from '#testing/account-story-data.ts';
import { regions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { AddressChooser, type AddressChooserProps } from './address-chooser.tsx';

/** Keeps the chosen address as the app's store would. */
function Chooser(args: AddressChooserProps) {
  const lang = useStoryLocale();
  const [value, setValue] = useState(args.value);
  return (
    <div className="max-w-3xl p-4">
      <AddressChooser
        {...args}
        lang={lang}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/AddressChooser',
  component: AddressChooser,
  tags: ['autodocs'],
  args: { addresses, value: 7, regions, onChange: fn(), onAdd: fn(), lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Chooser {...args} />,
} satisfies Meta<typeof AddressChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'المنزل' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Work' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a new address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'عنوان التوصيل' })).toBeVisible();
    await expect(canvas.getByText('الرياض، منطقة الرياض، المملكة العربية السعودية')).toBeVisible();
  },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { addresses: [], value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ليس لديك عنوان محفوظ بعد.')).toBeVisible();
  },
} satisfies Story;
