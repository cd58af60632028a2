import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { currencies } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CurrencySwitch } from './currency-switch.tsx';

const meta = {
  title: 'UI/Controls/CurrencySwitch',
  component: CurrencySwitch,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { currencies, value: 'SAR', onChange: fn(), lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CurrencySwitch
        {...args}
        lang={useStoryLocale()}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
} satisfies Meta<typeof CurrencySwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveDisplayValue('SAR · Saudi riyal');
    await userEvent.selectOptions(select, 'KWD');
    await expect(args.onChange).toHaveBeenCalledWith('KWD');
    await expect(select).toHaveDisplayValue('KWD · Kuwaiti dinar');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const select = canvas.getByRole('combobox', { name: 'العملة' });
    await expect(select).toHaveDisplayValue('SAR · ريال سعودي');
    await userEvent.selectOptions(select, 'AED');
    await expect(args.onChange).toHaveBeenCalledWith('AED');
    await expect(select).toHaveDisplayValue('AED · درهم إماراتي');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** With a visible label, e.g. on a settings page. */
export const LabelledEnglish = {
  globals: { locale: 'en' },
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Currency')).toBeVisible();
  },
} satisfies Story;
