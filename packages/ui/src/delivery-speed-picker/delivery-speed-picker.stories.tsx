import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { deliverySpeeds } from '#checkout-parts/checkout-story-data.ts';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { DeliverySpeedPicker, type DeliverySpeedPickerProps } from './delivery-speed-picker.tsx';

/** Keeps the choice as the app's store would; `error` shows until a speed is chosen. */
function Picker(args: DeliverySpeedPickerProps) {
  const lang = useStoryLocale();
  const { t } = useTranslation('checkout');
  const [value, setValue] = useState(args.value);
  return (
    <div className="max-w-md p-4">
      <DeliverySpeedPicker
        {...args}
        lang={lang}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
        error={args.error && value === null ? t('validation.deliverySpeedRequired') : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/DeliverySpeedPicker',
  component: DeliverySpeedPicker,
  tags: ['autodocs'],
  args: { speeds: deliverySpeeds, value: null, onChange: fn(), lang: 'en', storeCurrency: sar },
  argTypes: {
    lang: { control: false, description: 'Follows the locale toolbar.' },
    error: { control: 'boolean', description: 'Story: show R5.32 while nothing is chosen.' },
  },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof DeliverySpeedPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R5.32: nothing chosen says so; arrows move the choice, which clears the error. */
export const English = {
  globals: { locale: 'en' },
  args: { error: 'shown' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Delivery speed' });
    await expect(group).toHaveAccessibleDescription('Please select a delivery speed');
    await userEvent.click(canvas.getByRole('radio', { name: /Standard/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.queryByText('Please select a delivery speed')).toBeNull();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'سرعة التوصيل' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /سريع/ })).toBeChecked();
  },
} satisfies Story;

export const ArabicWithError = {
  globals: { locale: 'ar' },
  args: { error: 'shown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'سرعة التوصيل' })).toHaveAccessibleDescription(
      'الرجاء اختيار سرعة التوصيل',
    );
  },
} satisfies Story;

export const SideBySide = { globals: { locale: 'both' } } satisfies Story;
