import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { brands, kwd, sar } from '#testing/story-data.ts';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { BrandCard, type BrandCardProps } from './brand-card.tsx';

function Grid(args: BrandCardProps) {
  const lang = useStoryLocale();
  return (
    <ul className="grid gap-4 p-4 sm:grid-cols-2">
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandCard {...args} brand={brand} lang={lang} href={`/${lang}/brand/${brand.id}`} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Catalog/BrandCard',
  component: BrandCard,
  tags: ['autodocs'],
  args: {
    brand: brands[0] as BrandCardProps['brand'],
    lang: 'en',
    href: '/en/brand/1',
    storeCurrency: sar,
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
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('SAR 50.00')).toBeVisible();
    await expect(canvas.getByText('Express · 30 min')).toBeVisible();
    await expect(canvas.getByText('2 products')).toBeVisible();
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Al Reef Bakery' }));
    await expect(navigate).toHaveBeenCalledWith('/en/brand/2');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'أسواق النخيل' })).toHaveAttribute(
      'href',
      '/ar/brand/1',
    );
    await expect(canvas.getAllByText('الحد الأدنى للطلب')).toHaveLength(2);
    await expect(canvas.getByText('248 منتجًا')).toBeVisible();
    await expect(canvas.getByText('منتجان')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** The minimum order converted to Kuwaiti dinars (three decimals). */
export const ConvertedEnglish = {
  globals: { locale: 'en' },
  args: { currency: kwd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('KWD 4.090')).toBeVisible();
    await expect(canvas.getByText('Converted from SAR 50.00')).toBeVisible();
  },
} satisfies Story;
