import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Facets, emptyFacets, type FacetsValue } from './facets.tsx';

/** Story data: facets as `GET Search` returns them. */
const brands = [
  { id: 1, name: 'أسواق النخيل', nameEn: 'Nakheel Market', count: 12 },
  { id: 2, name: 'مخبز الريف', nameEn: 'Al Reef Bakery', count: 3 },
  { id: 3, name: 'مزارع الواحة', nameEn: 'Oasis Farms', count: 7 },
];
const categories = [
  { id: 10, name: 'التمور', nameEn: 'Dates', count: 9 },
  { id: 11, name: 'المخبوزات', nameEn: 'Bakery', count: 3 },
  { id: 12, name: 'الألبان', nameEn: 'Dairy', count: 10 },
];

const meta = {
  title: 'UI/Controls/Facets',
  component: Facets,
  tags: ['autodocs'],
  args: {
    brands,
    categories,
    priceBounds: { min: 200, max: 4995 },
    currency: sar,
    value: emptyFacets,
    onChange: fn(),
    lang: 'en',
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    const [value, setValue] = useState<FacetsValue>(args.value);
    return (
      <div className="max-w-xs p-4">
        <Facets
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
} satisfies Meta<typeof Facets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('region', { name: 'Filters' });
    const brandGroup = canvas.getByRole('group', { name: 'Brand' });
    await userEvent.click(within(brandGroup).getByRole('checkbox', { name: 'Oasis Farms 7' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyFacets, brandIds: [3] });
    await userEvent.click(canvas.getByRole('switch', { name: 'In stock only' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyFacets,
      brandIds: [3],
      inStock: true,
    });

    const price = canvas.getByRole('group', { name: 'Price (SAR)' });
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'Max' }), '25{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyFacets,
      brandIds: [3],
      inStock: true,
      maxPrice: 2500,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyFacets);
    await expect(within(price).getByRole('spinbutton', { name: 'Max' })).toHaveValue(null);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('region', { name: 'عوامل التصفية' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'التمور 9' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyFacets, categoryIds: [10] });
    // Keyboard: Space toggles the switch; its knob moves to the inline end (the left).
    const toggle = canvas.getByRole('switch', { name: 'المتوفر فقط' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Filters already in use, e.g. from the address bar. */
export const ActiveArabic = {
  globals: { locale: 'ar' },
  args: { value: { brandIds: [1], categoryIds: [], minPrice: 500, inStock: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'أسواق النخيل 12' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'من' })).toHaveValue(5);
    await expect(canvas.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeVisible();
  },
} satisfies Story;
