import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { storyPost } from '#testing/blog-story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { BlogCard } from './blog-card.tsx';

const meta = {
  title: 'UI/Content/BlogCard',
  component: BlogCard,
  tags: ['autodocs'],
  args: { post: storyPost, lang: 'en', view: 'grid' },
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
    return <BlogCard {...args} lang={lang} />;
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'A Ramadan breakfast in half an hour' }),
    ).toHaveAttribute('href', '/blog/preparing-a-ramadan-breakfast');
    await expect(canvas.getByRole('img', { name: 'Fresh milk' })).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { view: 'list' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'تجهيز فطور رمضان في نصف ساعة' })).toBeVisible();
    await expect(canvas.getByText('بقلم سارة')).toBeVisible();
  },
} satisfies Story;
