import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { problemCart, readyCart } from '#cart-parts/cart-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { sar, usd } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CartLines, type CartLinesProps } from './cart-lines.tsx';

function Lines(args: CartLinesProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-xl p-4">
      <CartLines
        {...args}
        lang={lang}
        productHref={(product) => `/${lang}/product/${product.slug}`}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Cart/CartLines',
  component: CartLines,
  tags: ['autodocs'],
  args: {
    lines: readyCart.lines,
    lang: 'en',
    storeCurrency: sar,
    productHref: (product) => `/en/product/${product.slug}`,
    onQuantityChange: fn(),
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
  render: (args) => <Lines {...args} />,
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Milk, dates and a customized cake with its size, message and uploaded photo. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    navigate.mockClear();
    const cake = canvas.getByRole('link', { name: 'Celebration cake' }).closest('li');
    await expect(cake).not.toBeNull();
    const line = within(cake as HTMLElement);
    await expect(line.getByText('Large (+SAR 45.00)')).toBeVisible();
    await expect(
      line.getByRole('link', { name: 'sara-birthday.jpg (uploaded file)' }),
    ).toHaveAttribute('href', '/api/Cart/Upload/0b9f8a52-3c1e-4f7a-9d4b-2e6a1c5d7f80');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase the quantity of Fresh full-fat milk' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(readyCart.lines[0], 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Celebration cake' }));
    await expect(args.onRemove).toHaveBeenCalledWith(readyCart.lines[2]);
    await userEvent.click(canvas.getByRole('link', { name: 'Premium Medjool dates' }));
    await expect(navigate).toHaveBeenCalledWith('/en/product/medjool-dates');
  },
} satisfies Story;

/** Arabic: picture at the inline start (the right), total at the inline end. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'حليب طازج كامل الدسم' });
    const line = link.closest('li') as HTMLElement;
    const picture = line.querySelector('img') as HTMLImageElement;
    await expect(picture.getBoundingClientRect().left).toBeGreaterThan(
      link.getBoundingClientRect().right,
    );
    await expect(within(line).getByText(/للقطعة/)).toBeVisible();
  },
} satisfies Story;

/** Each problem spelt out on its line: price changed, only 3 left, out of stock, sold out. */
export const ProblemsEnglish = {
  globals: { locale: 'en' },
  args: { lines: problemCart.lines },
  play: async ({ canvas }) => {
    for (const text of [
      'The price changed from SAR 6.00 to SAR 6.50.',
      'Only 3 left: lower the quantity to check out.',
      'Out of stock for now: remove it to check out.',
      'Sold out and not coming back: remove it to check out.',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
} satisfies Story;

export const ProblemsArabic = {
  globals: { locale: 'ar' },
  args: { lines: problemCart.lines },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تبقّت 3 قطع فقط: قلّل الكمية لإتمام الطلب.')).toBeVisible();
    await expect(canvas.getByText('نفدت الكمية ولن يعود: أزله لإتمام الطلب.')).toBeVisible();
  },
} satisfies Story;

/** A line's change under way (its stepper busy), prices shown in US dollars. */
export const BusyConvertedEnglish = {
  globals: { locale: 'en' },
  args: { busyLineIds: [1], currency: usd },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Quantity of Fresh full-fat milk' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('$1.73 each')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
