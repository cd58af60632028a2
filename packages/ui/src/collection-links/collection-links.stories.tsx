import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CollectionLinks, type CollectionLinksProps } from './collection-links.tsx';

const collections = [
  {
    slug: 'our-picks',
    title: 'اختياراتنا',
    titleEn: 'Our picks',
    description: 'منتجات اخترناها لك بعناية هذا الأسبوع.',
    descriptionEn: 'Products we picked for you this week.',
  },
  {
    slug: 'dairy-essentials',
    title: 'أساسيات الألبان',
    titleEn: 'Dairy essentials',
    description: 'الحليب والأجبان والبيض وكل ما تحتاجه من الألبان.',
    descriptionEn: 'Milk, cheese, eggs and every dairy staple you need.',
  },
  {
    slug: 'flash-deals',
    title: 'عروض خاطفة',
    titleEn: 'Flash deals',
    description: 'منتجات بأسعار مخفضة لفترة محدودة.',
    descriptionEn: 'Products at reduced prices for a limited time.',
  },
];

function Localized(args: CollectionLinksProps) {
  const lang = useStoryLocale();
  return (
    <div className="p-4">
      <CollectionLinks
        {...args}
        label={lang === 'ar' ? 'المجموعات' : 'Collections'}
        items={collections.map((collection) => ({
          href: `/collections/${collection.slug}`,
          title: lang === 'ar' ? collection.title : collection.titleEn,
          description: lang === 'ar' ? collection.description : collection.descriptionEn,
        }))}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Content/CollectionLinks',
  component: CollectionLinks,
  tags: ['autodocs'],
  args: { items: [], label: 'Collections', headingLevel: 3 },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <Localized {...args} />,
} satisfies Meta<typeof CollectionLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Collections' })).toBeVisible();
    await expect(canvas.getByText('Products we picked for you this week.')).toBeVisible();
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Flash deals' }));
    await expect(navigate).toHaveBeenCalledWith('/collections/flash-deals');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'اختياراتنا' })).toHaveAttribute(
      'href',
      '/collections/our-picks',
    );
  },
} satisfies Story;
