import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { compareProducts } from '#testing/account-story-data.ts';
import { sar } from '#testing/story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CompareTable, type CompareTableProps } from './compare-table.tsx';

/** Removes products in local state, as the app's store would. */
function Stateful(args: CompareTableProps) {
  const lang = useStoryLocale();
  const [products, setProducts] = useState(args.products);
  return (
    <div className="p-4">
      <CompareTable
        {...args}
        lang={lang}
        products={products}
        productHref={(p) => `/${lang}/product/${p.slug}`}
        onRemove={(product) => {
          setProducts((all) => all.filter((p) => p.id !== product.id));
          args.onRemove(product);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Account/CompareTable',
  component: CompareTable,
  tags: ['autodocs'],
  args: {
    products: compareProducts,
    lang: 'en',
    storeCurrency: sar,
    productHref: (p) => `/product/${p.slug}`,
    onRemove: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Compare products' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove from compare: Persian saffron' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(compareProducts[3]);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const table = canvas.getByRole('table', { name: 'مقارنة المنتجات' });
    // Row headers at the inline start: the right in Arabic.
    const price = within(table).getByRole('rowheader', { name: 'السعر' });
    const first = within(table).getAllByRole('columnheader')[0]!;
    await expect(price.getBoundingClientRect().left).toBeGreaterThan(
      first.getBoundingClientRect().left,
    );
    within(table).getByText('مبرّد');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** On a phone the table scrolls sideways inside its focusable region. */
export const PhoneEnglish = {
  globals: { locale: 'en', viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Product comparison, scrolls sideways' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
} satisfies Story;

export const EmptyEnglish = {
  globals: { locale: 'en' },
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No products added to compare yet' }),
    ).toBeVisible();
  },
} satisfies Story;

/** Empty, in Arabic, with the app's link back to the products. */
export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: {
    products: [],
    emptyAction: <a href="/ar/product/all">تصفّح المنتجات</a>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'لم تُضف أي منتجات للمقارنة بعد' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تصفّح المنتجات' })).toBeVisible();
  },
} satisfies Story;
