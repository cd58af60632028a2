import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx';

/** The stepper holding its value, as a cart line's answer would. */
function Stateful(args: QuantityStepperProps) {
  const lang = useStoryLocale();
  const [value, setValue] = useState(args.value);
  return (
    <div className="p-4">
      <QuantityStepper
        {...args}
        name={lang === 'ar' ? 'تمر مجدول فاخر' : 'Premium Medjool dates'}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Cart/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, max: 3, name: 'Premium Medjool dates', onChange: fn() },
  argTypes: { name: { control: false, description: 'The product name, in the story language.' } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** + up to the maximum, where it stops and says "the maximum quantity is 3"; typing works too. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const plus = canvas.getByRole('button', {
      name: 'Increase the quantity of Premium Medjool dates',
    });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('the maximum quantity is 3');
    await expect(plus).toHaveAccessibleDescription('the maximum quantity is 3');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '1{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('2');
  },
} satisfies Story;

/** Arabic: at the maximum, the message in Arabic; − sits at the inline start (the right). */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('الحد الأقصى للكمية هو 3');
    const minus = canvas.getByRole('button', { name: 'إنقاص كمية تمر مجدول فاخر' });
    const plus = canvas.getByRole('button', { name: 'زيادة كمية تمر مجدول فاخر' });
    await expect(minus.getBoundingClientRect().left).toBeGreaterThan(
      plus.getBoundingClientRect().left,
    );
  },
} satisfies Story;

/** At 1 with a way to remove: − becomes a bin named "Remove … from the cart". */
export const RemoveAtOneEnglish = {
  globals: { locale: 'en' },
  args: { onRemove: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Premium Medjool dates from the cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

/** At 1 without removal: − is disabled. */
export const MinimumArabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إنقاص كمية تمر مجدول فاخر' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

/** A change under way: busy group, spinner, presses ignored. */
export const BusyEnglish = {
  globals: { locale: 'en' },
  args: { value: 2, busy: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase the quantity of Premium Medjool dates' }),
    );
    await waitFor(() => expect(args.onChange).not.toHaveBeenCalled());
  },
} satisfies Story;

export const BusyArabic = {
  globals: { locale: 'ar' },
  args: { value: 2, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('جارٍ التحديث…')).toBeInTheDocument();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
  args: { value: 2 },
} satisfies Story;
