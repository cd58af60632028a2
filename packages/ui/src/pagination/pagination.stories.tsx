import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { page: 5, totalPages: 12, lang: 'en', hrefFor: (page: number) => `?page=${page}` },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: function Render(args) {
    const lang = useStoryLocale();
    return (
      <Pagination {...args} lang={lang} hrefFor={(page) => `/${lang}/product/all?page=${page}`} />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = canvas.getByRole('link', { name: 'Previous' });
    const next = canvas.getByRole('link', { name: 'Next' });
    // Left to right: Previous at the left, Next at the right.
    await expect(previous.getBoundingClientRect().left).toBeLessThan(
      next.getBoundingClientRect().left,
    );
    navigate.mockClear();
    await userEvent.click(next);
    await expect(navigate).toHaveBeenCalledWith('/en/product/all?page=6');
    await expect(nav.querySelector('ul')).not.toBeNull();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('navigation', { name: 'الصفحات' });
    const previous = canvas.getByRole('link', { name: 'السابق' });
    const next = canvas.getByRole('link', { name: 'التالي' });
    // Right to left: "Previous" at the right, "Next" at the left, chevrons mirrored.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    await expect(next.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'الصفحة 12' }));
    await expect(navigate).toHaveBeenCalledWith('/ar/product/all?page=12');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** On the first page there is no "Previous" link. */
export const FirstPageEnglish = {
  globals: { locale: 'en' },
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
} satisfies Story;

export const LastPageArabic = {
  globals: { locale: 'ar' },
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'التالي' })).toBeNull();
  },
} satisfies Story;
