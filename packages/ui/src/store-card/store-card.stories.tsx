import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { stores } from '#testing/story-data.ts';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { StoreCard, type StoreCardProps } from './store-card.tsx';

function Grid(args: StoreCardProps) {
  const lang = useStoryLocale();
  return (
    <ul className="grid gap-4 p-4 sm:grid-cols-2">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard {...args} store={store} lang={lang} href={`/stores/${store.slug}`} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Content/StoreCard',
  component: StoreCard,
  tags: ['autodocs'],
  args: {
    store: stores[0] as StoreCardProps['store'],
    lang: 'en',
    href: '/stores/nakheel',
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
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('(128 reviews)')).toBeVisible();
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('Delivers to 3 cities')).toBeVisible();
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Al Reef Bakery' }));
    await expect(navigate).toHaveBeenCalledWith('/stores/al-reef');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'أسواق النخيل' })).toBeVisible();
    await expect(canvas.getByText('لا تقييمات بعد')).toBeVisible();
    await expect(canvas.getByText('علامتان')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
