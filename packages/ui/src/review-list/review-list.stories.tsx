import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { noReviews, reviewPage } from '#testing/feedback-story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ReviewList, type ReviewListProps } from './review-list.tsx';

/** The "Write a review" button an app passes as `actions` (story copy). */
function WriteReview() {
  const lang = useStoryLocale();
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-brand-700 px-4 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {lang === 'ar' ? 'اكتب تقييمًا' : 'Write a review'}
    </button>
  );
}

function InPage(args: ReviewListProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-2xl p-4">
      <ReviewList
        {...args}
        lang={lang}
        actions={<WriteReview />}
        hrefFor={(page) => `?reviews=${page}#reviews`}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Reviews/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: { reviews: reviewPage, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <InPage {...args} />,
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Reviews' });
    await expect(within(section).getByText('7 reviews')).toBeVisible();
    await expect(within(section).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(
      within(section).getByRole('navigation', { name: 'Pages of reviews' }),
    ).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const section = canvas.getByRole('region', { name: 'التقييمات' });
    await expect(within(section).getByText('7 تقييمات')).toBeVisible();
    await expect(within(section).getByText(/بقلم نورة/)).toBeVisible();
  },
} satisfies Story;

/** R8.17: a product with no approved review yet. */
export const EmptyEnglish = {
  globals: { locale: 'en' },
  args: { reviews: noReviews },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write a review' })).toBeVisible();
  },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { reviews: noReviews },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'لا توجد تقييمات بعد' }),
    ).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
