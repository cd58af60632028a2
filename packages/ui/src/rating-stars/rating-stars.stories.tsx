import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { RatingStars, type RatingStarsProps } from './rating-stars.tsx';

/** A few ratings, small and large, in the story's language. */
function Ratings(args: RatingStarsProps) {
  const lang = useStoryLocale();
  return (
    <div className="grid gap-3 p-4">
      {[0, 2, 3.5, 4.26, 5].map((rating) => (
        <RatingStars key={rating} {...args} rating={rating} lang={lang} />
      ))}
      <RatingStars {...args} rating={4.5} lang={lang} size="lg" />
    </div>
  );
}

const meta = {
  title: 'UI/Reviews/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { rating: 4.5, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Ratings {...args} />,
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Rated/ })).toHaveLength(6);
  },
} satisfies Story;

/** The stars fill from the inline start: from the right in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const half = canvas.getByRole('img', { name: 'التقييم 3.5 من 5' });
    const [empty, filled] = [half.firstElementChild!, half.lastElementChild!];
    await expect(
      Math.abs(filled.getBoundingClientRect().right - empty.getBoundingClientRect().right),
    ).toBeLessThan(1);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
