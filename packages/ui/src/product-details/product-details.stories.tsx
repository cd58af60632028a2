import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { datesDetail } from '#testing/story-data.ts';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ProductDetails } from './product-details.tsx';

const meta = {
  title: 'UI/Catalog/ProductDetails',
  component: ProductDetails,
  tags: ['autodocs'],
  args: { product: datesDetail, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="max-w-md p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  render: function Render(args) {
    const lang = useStoryLocale();
    return (
      <ProductDetails
        {...args}
        lang={lang}
        brandHref={`/${lang}/brand/${args.product.brand.id}`}
        categoryHref={`/${lang}/brand/${args.product.brand.id}?category=${args.product.category.id}`}
      />
    );
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (root: HTMLElement) =>
  [...root.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(pairs(canvasElement)).toEqual([
      'SKU: DAT-0102',
      'Stock status: In stock',
      'Items left: 3',
      'Weight: 500 GRM',
      'Brand: Nakheel Market',
      'Category: Dates',
      'Unit: box',
    ]);
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Nakheel Market' }));
    await expect(navigate).toHaveBeenCalledWith('/en/brand/1');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(pairs(canvasElement)).toEqual([
      'رمز المنتج: DAT-0102',
      'حالة التوفر: متوفر',
      'الكمية المتبقية: 3',
      'الوزن: 500 جم',
      'العلامة التجارية: أسواق النخيل',
      'الفئة: التمور',
      'الوحدة: علبة',
    ]);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Kilograms, and no "items left" once sold out. */
export const SoldOutKilogramsEnglish = {
  globals: { locale: 'en' },
  args: {
    product: {
      ...datesDetail,
      stockState: 'sold_out',
      stockQuantity: 0,
      weight: { value: 1500, unit: 'g' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(pairs(canvasElement)).toContain('Weight: 1.5 KG');
    await expect(pairs(canvasElement)).toContain('Stock status: Sold out');
    await expect(canvasElement.textContent).not.toContain('Items left');
  },
} satisfies Story;
