import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offerBetween } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OfferCountdown } from './offer-countdown.tsx';

const loadedAt = Date.now();
const hour = 3_600_000;

const meta = {
  title: 'UI/Catalog/OfferCountdown',
  component: OfferCountdown,
  tags: ['autodocs'],
  args: {
    offer: offerBetween(loadedAt + 5 * hour, loadedAt + 50 * hour),
    lang: 'en',
    now: loadedAt,
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    return (
      <div className="p-4">
        <OfferCountdown {...args} lang={useStoryLocale()} />
      </div>
    );
  },
} satisfies Meta<typeof OfferCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started yet: "Starts in" and the time to the start. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starts in')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Starts in' })).toHaveTextContent(
      /^00 Days0[45] Hours/,
    );
  },
} satisfies Story;

/** Not started yet, in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('يبدأ بعد')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'يبدأ بعد' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Running: "Ends in" and the time to the end. */
export const RunningEnglish = {
  globals: { locale: 'en' },
  args: { offer: offerBetween(loadedAt - hour, loadedAt + 26 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ends in')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(
      /^01 Day0[12] Hours?/,
    );
  },
} satisfies Story;

/** Running, in Arabic. */
export const RunningArabic = {
  globals: { locale: 'ar' },
  args: { offer: offerBetween(loadedAt - hour, loadedAt + 26 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ينتهي بعد')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'ينتهي بعد' })).toBeVisible();
  },
} satisfies Story;
