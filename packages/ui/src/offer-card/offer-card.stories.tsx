import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { offerBetween } from '#testing/story-data.ts';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OfferCard } from './offer-card.tsx';

const loadedAt = Date.now();
const hour = 3_600_000;

const meta = {
  title: 'UI/Catalog/OfferCard',
  component: OfferCard,
  tags: ['autodocs'],
  args: {
    offer: offerBetween(loadedAt - 24 * hour, loadedAt + 3 * 24 * hour + 4 * hour),
    lang: 'en',
    href: '/en/offers/7',
    now: loadedAt,
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="max-w-md p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  render: function Render(args) {
    const lang = useStoryLocale();
    return <OfferCard {...args} lang={lang} href={`/${lang}/offers/${args.offer.id}`} />;
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('20% off')).toBeVisible();
    await expect(canvas.getByText('36 products')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(
      /^03 Days0[34] Hours/,
    );
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Ramadan basket' }));
    await expect(navigate).toHaveBeenCalledWith('/en/offers/7');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'سلة رمضان' })).toHaveAttribute(
      'href',
      '/ar/offers/7',
    );
    await expect(canvas.getByText('خصم 20٪')).toBeVisible();
    await expect(canvas.getByText('36 منتجًا')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'ينتهي بعد' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Not started yet: counts down to the start. */
export const UpcomingEnglish = {
  globals: { locale: 'en' },
  args: { offer: offerBetween(loadedAt + 5 * hour, loadedAt + 50 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Starts in' })).toHaveTextContent(
      /^00 Days0[45] Hours/,
    );
  },
} satisfies Story;

export const EndedArabic = {
  globals: { locale: 'ar' },
  args: { offer: offerBetween(loadedAt - 50 * hour, loadedAt - hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'ينتهي بعد' })).toHaveTextContent('انتهى');
  },
} satisfies Story;
