import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { EmptyState, emptyStateVariants } from './empty-state.tsx';

/** Every variant of the spec (§8), one after the other. */
function AllVariants() {
  return (
    <div className="grid gap-4 p-4 sm:grid-cols-2">
      {emptyStateVariants.map((variant) => (
        <section key={variant} className="rounded-lg border border-brand-100 bg-surface-raised">
          <EmptyState variant={variant} />
        </section>
      ))}
    </div>
  );
}

/** A follow-up action as an app would pass it (story copy, not part of the component). */
function BackToShop() {
  const lang = useStoryLocale();
  return (
    <Link
      href={`/${lang}`}
      className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {lang === 'ar' ? 'تابع التسوق' : 'Continue shopping'}
    </Link>
  );
}

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { variant: 'noSearchResults' },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: () => <AllVariants />,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'No results found',
      'No products yet',
      'No notifications',
      'No reviews yet',
    ]);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'لا توجد نتائج',
      'لا توجد منتجات بعد',
      'لا توجد إشعارات',
      'لا توجد تقييمات بعد',
    ]);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** No results for a query, with a way back to the shop. */
export const NoSearchResultsEnglish = {
  globals: { locale: 'en' },
  args: { query: 'saffron tea' },
  render: (args) => <EmptyState {...args} action={<BackToShop />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('No results for “saffron tea”');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en',
    );
  },
} satisfies Story;

export const NoSearchResultsArabic = {
  globals: { locale: 'ar' },
  args: { query: 'شاي بالزعفران' },
  render: (args) => <EmptyState {...args} action={<BackToShop />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('لا توجد نتائج لـ «شاي بالزعفران»');
  },
} satisfies Story;
