import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { deliverySlots, slotHold } from '#checkout-parts/checkout-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { SlotPicker, type SlotPickerProps } from './slot-picker.tsx';

/** Keeps the chosen window as the app would (and a hold on it, when the story has one). */
function Picker(args: SlotPickerProps) {
  const lang = useStoryLocale();
  const [value, setValue] = useState(args.value);
  return (
    <div className="max-w-xl p-4">
      <SlotPicker
        {...args}
        lang={lang}
        value={value}
        onChange={(slotId) => {
          setValue(slotId);
          args.onChange(slotId);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: { slots: deliverySlots, value: null, onChange: fn(), lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between days; the full window is disabled and skipped. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const full = canvas.getByRole('radio', { name: '09:00–12:00 Full' });
    await expect(full).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '12:00–15:00' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(canvas.getByRole('radio', { name: 'Sat, Mar 14' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sun, Mar 15' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12:00–15:00 Full' })).toBeDisabled();
  },
} satisfies Story;

/** The chosen window is held: "Held for you until 14:32". */
export const HeldEnglish = {
  globals: { locale: 'en' },
  args: { value: slotHold.slotId, heldUntil: slotHold.expiresAt },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery time' })).toHaveAccessibleDescription(
      'Held for you until 14:32',
    );
  },
} satisfies Story;

/** Right to left: the days run from the right, times keep reading 09:00–12:00. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { value: slotHold.slotId, heldUntil: slotHold.expiresAt },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '12:00–15:00' })).toBeChecked();
    await expect(canvas.getByText('محجوز لك حتى 14:32')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = { globals: { locale: 'both' } } satisfies Story;
