import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** Story data: the trail of a product page in both languages. */
const trail = {
  en: [
    { label: 'Home', href: '/en' },
    { label: 'Nakheel Market', href: '/en/brand/1' },
    { label: 'Dates', href: '/en/brand/1?category=10' },
    { label: 'Premium Medjool dates' },
  ],
  ar: [
    { label: 'الرئيسية', href: '/ar' },
    { label: 'أسواق النخيل', href: '/ar/brand/1' },
    { label: 'التمور', href: '/ar/brand/1?category=10' },
    { label: 'تمر مجدول فاخر' },
  ],
};

const meta = {
  title: 'UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: trail.en },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  render: function Render() {
    return <Breadcrumbs items={trail[useStoryLocale()]} />;
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(canvas.getByText('Premium Medjool dates')).toHaveAttribute('aria-current', 'page');
    const home = canvas.getByRole('link', { name: 'Home' });
    const brand = canvas.getByRole('link', { name: 'Nakheel Market' });
    await expect(home.getBoundingClientRect().left).toBeLessThan(
      brand.getBoundingClientRect().left,
    );
    navigate.mockClear();
    await userEvent.click(brand);
    await expect(navigate).toHaveBeenCalledWith('/en/brand/1');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('navigation', { name: 'مسار التنقل' });
    const home = canvas.getByRole('link', { name: 'الرئيسية' });
    const brand = canvas.getByRole('link', { name: 'أسواق النخيل' });
    // The trail runs right to left and the separators point left.
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(
      brand.getBoundingClientRect().left,
    );
    const separator = canvasElement.querySelector('svg');
    await expect(separator && getComputedStyle(separator).scale).toBe('-1 1');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
