import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { regions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { RegionPicker, emptyRegionSelection, type RegionSelection } from './region-picker.tsx';

const meta = {
  title: 'UI/Controls/RegionPicker',
  component: RegionPicker,
  tags: ['autodocs'],
  args: {
    regions,
    lang: 'en',
    value: emptyRegionSelection,
    onChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    const [value, setValue] = useState<RegionSelection>(args.value);
    return (
      <div className="max-w-3xl p-4">
        <RegionPicker
          {...args}
          lang={useStoryLocale()}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Show brands' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Country' }),
      'Saudi Arabia',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'State' }),
      'Makkah Province',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Jeddah');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryId: 1,
      stateId: 12,
      cityId: 121,
    });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ countryId: 1, stateId: 12, cityId: 121 });
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('form', { name: 'اختر منطقتك' });
    const country = canvas.getByRole('combobox', { name: 'الدولة' });
    const state = canvas.getByRole('combobox', { name: 'المنطقة' });
    // The first select is at the inline start: the right in Arabic (on a wide screen).
    await expect(country.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      state.getBoundingClientRect().left,
    );
    await userEvent.selectOptions(country, 'الإمارات العربية المتحدة');
    await userEvent.selectOptions(state, 'دبي');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'المدينة' }), 'دبي');
    await userEvent.click(canvas.getByRole('button', { name: 'اعرض المتاجر' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ countryId: 2, stateId: 21, cityId: 211 });
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Chosen already (controlled `value`), ready to submit. */
export const ChosenEnglish = {
  globals: { locale: 'en' },
  args: { value: { countryId: 1, stateId: 11, cityId: 112 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Al Kharj');
    await expect(canvas.getByRole('button', { name: 'Show brands' })).toBeEnabled();
  },
} satisfies Story;

/** As My Addresses uses it: the button loads addresses, so it says so. */
export const ForAddressesEnglish = {
  globals: { locale: 'en' },
  args: { value: { countryId: 1, stateId: 11, cityId: 112 }, submitLabel: 'Show addresses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show addresses' })).toBeEnabled();
  },
} satisfies Story;

/** As My Addresses uses it, in Arabic. */
export const ForAddressesArabic = {
  globals: { locale: 'ar' },
  args: { value: { countryId: 1, stateId: 11, cityId: 112 }, submitLabel: 'اعرض العناوين' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'اعرض العناوين' })).toBeEnabled();
  },
} satisfies Story;
