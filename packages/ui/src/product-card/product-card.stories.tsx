import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { localizedName } from '@shop/core/i18n';
import { LinkProvider } from '#link/link-context.tsx';
import { FavoriteToggle } from '#testing/favorite-toggle.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { dates, milk, products, rice, sar, usd } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

/** The demo products in a listing grid, in the story's language. */
function Grid(args: ProductCardProps) {
  const lang = useStoryLocale();
  return (
    <ul className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            {...args}
            product={product}
            lang={lang}
            href={`/${lang}/product/${product.slug}`}
            favorite={
              <FavoriteToggle
                label={`${lang === 'ar' ? 'أضف إلى المفضلة' : 'Add to favourites'}: ${localizedName(product, lang)}`}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Catalog/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    product: milk,
    lang: 'en',
    href: '/en/product/fresh-milk-full-fat',
    storeCurrency: sar,
    onAddToCart: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <Grid {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add to cart: Premium Medjool dates' }),
    );
    await expect(args.onAddToCart).toHaveBeenCalledWith(dates);

    const rice_ = canvas.getByRole('button', { name: 'Add to cart: Indian basmati rice' });
    await expect(rice_).toBeDisabled();
    await expect(rice_).toHaveAccessibleDescription('Out of stock');
    await expect(
      canvas.getByRole('button', { name: 'Add to cart: Persian saffron' }),
    ).toHaveAccessibleDescription('Sold out');

    const image = canvas.getByRole('img', { name: 'Premium Medjool dates' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    // Square, whatever the picture: no layout shift while it loads.
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThan(1);

    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Indian basmati rice' }));
    await expect(navigate).toHaveBeenCalledWith('/en/product/basmati-rice');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const card = canvas.getByRole('link', { name: 'تمر مجدول فاخر' }).closest('article');
    await expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    await expect(inCard.getByText('500 جم · علبة')).toBeVisible();
    await expect(inCard.getByText('تبقّت 3 قطع')).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: 'أضف إلى السلة: تمر مجدول فاخر' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(dates);
    // The favourite sits at the inline end (left in Arabic), the discount at the start (right).
    const favourite = inCard.getByRole('button', { name: /أضف إلى المفضلة/ });
    const discount = inCard.getByText(/خصم/);
    await expect(favourite.getBoundingClientRect().left).toBeLessThan(
      discount.getBoundingClientRect().left,
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Prices shown in US dollars, converted from the store's riyals. */
export const ConvertedCurrencyArabic = {
  globals: { locale: 'ar' },
  args: { currency: usd },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/محوَّل من/).length).toBe(products.length);
  },
} satisfies Story;

/** The favourite slot is its own button above the card's link. */
export const FavoriteEnglish = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const favourite = canvas.getByRole('button', { name: `Add to favourites: ${rice.nameEn}` });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(navigate).not.toHaveBeenCalled();
  },
} satisfies Story;

/** Two columns on a 375 px phone. */
export const ArabicMobile = {
  globals: { locale: 'ar', viewport: { value: 'phone375', isRotated: false } },
} satisfies Story;
