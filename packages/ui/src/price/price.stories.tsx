import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { kwd, sar, usd } from '#testing/story-data.ts';
import { Price } from './price.tsx';

const meta = {
  title: 'UI/Catalog/Price',
  component: Price,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { amount: 3500, compareAt: 4200, storeCurrency: sar, lang: 'en', size: 'lg' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    return <Price {...args} lang={useStoryLocale()} />;
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discounted price: the former one is struck through and read as "Was". */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('SAR 35.00')).toBeVisible();
    const was = canvasElement.querySelector('s');
    await expect(was).toHaveTextContent('Was SAR 42.00');
    await expect(canvas.getByText('Now')).toHaveClass('sr-only');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('السعر السابق')).toHaveClass('sr-only');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('42.00');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** No former price: just the price. */
export const Plain = {
  globals: { locale: 'en' },
  args: { compareAt: null, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SAR 35.00')).toBeVisible();
    await expect(canvas.queryByText('Now')).toBeNull();
  },
} satisfies Story;

/** Shown in US dollars while the store charges riyals: a note says from what it was converted. */
export const ConvertedEnglish = {
  globals: { locale: 'en' },
  args: { currency: usd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$9.33')).toBeVisible();
    await expect(canvas.getByText('Converted from SAR 35.00')).toBeVisible();
  },
} satisfies Story;

export const ConvertedArabic = {
  globals: { locale: 'ar' },
  args: { currency: kwd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/محوَّل من/)).toBeVisible();
    await expect(canvas.getByText(/2\.863/)).toBeVisible();
  },
} satisfies Story;
