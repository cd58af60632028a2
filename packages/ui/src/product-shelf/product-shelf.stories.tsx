import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { products, sar } from '#testing/story-data.ts';
import { ProductShelf } from './product-shelf.tsx';

const meta = {
  title: 'UI/Catalog/ProductShelf',
  component: ProductShelf,
  tags: ['autodocs'],
  args: {
    label: 'Popular now',
    items: products,
    lang: 'en',
    storeCurrency: sar,
    adding: null,
    onAddToCart: fn(),
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="max-w-3xl p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ProductShelf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home shelf: a titled list of cards, one press adds. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Popular now' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
    const add = within(list).getAllByRole('button', { name: /^Add to cart: / })[0]!;
    add.click();
    await expect(args.onAddToCart).toHaveBeenCalled();
  },
} satisfies Story;

/** Arabic, right to left: the brand's Arabic names and a heading in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { label: 'الأكثر طلبًا', lang: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('list', { name: 'الأكثر طلبًا' })).toBeVisible();
  },
} satisfies Story;

/** A page's main list (a category): its heading is the page's `h1`. */
export const PageList = {
  globals: { locale: 'en' },
  args: { label: 'Dairy & eggs', level: 1, items: products.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dairy & eggs');
  },
} satisfies Story;
