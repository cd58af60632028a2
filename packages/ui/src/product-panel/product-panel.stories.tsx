import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { datesDetail, sar } from '#testing/story-data.ts';
import { ProductPanel } from './product-panel.tsx';

const meta = {
  title: 'UI/Catalog/ProductPanel',
  component: ProductPanel,
  tags: ['autodocs'],
  args: { product: datesDetail, lang: 'en', storeCurrency: sar, onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quick shop front's product page: one press adds. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(datesDetail.nameEn);
    canvas.getByRole('button', { name: 'Add to cart' }).click();
    await expect(args.onAddToCart).toHaveBeenCalled();
  },
} satisfies Story;

/** Arabic, right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { lang: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  },
} satisfies Story;
