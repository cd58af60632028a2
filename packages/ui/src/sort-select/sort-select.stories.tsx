import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductSort } from '@shop/core/catalog';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SortSelect } from './sort-select.tsx';

const meta = {
  title: 'UI/Controls/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { value: 'relevance', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<ProductSort>(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(sort) => {
          setValue(sort);
          args.onChange(sort);
        }}
      />
    );
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Relevance');
    await userEvent.selectOptions(select, 'price_asc');
    await expect(args.onChange).toHaveBeenCalledWith('price_asc');
    await expect(select).toHaveDisplayValue('Price: low to high');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const select = canvas.getByRole('combobox', { name: 'ترتيب حسب' });
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await expect(select).toHaveDisplayValue('الأحدث');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** A listing outside search has no "Relevance". */
export const WithoutRelevanceEnglish = {
  globals: { locale: 'en' },
  args: { value: 'newest', options: ['newest', 'price_asc', 'price_desc', 'name'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
  },
} satisfies Story;
