import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { MobileCart, type MobileCartProps } from './mobile-cart.tsx';

/** A page with content behind the bar (its padding keeps the end clear). */
function Page(args: MobileCartProps) {
  const lang = useStoryLocale();
  return (
    <div className="min-h-dvh p-4 pb-24">
      <p className="text-ink-muted">
        {lang === 'ar' ? 'محتوى الصفحة فوق شريط السلة.' : 'Page content above the cart bar.'}
      </p>
      <MobileCart {...args} lang={lang} />
    </div>
  );
}

const phone = { value: 'phone375', isRotated: false };

const meta = {
  title: 'UI/Cart/MobileCart',
  component: MobileCart,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { count: 3, total: 4500, lang: 'en', storeCurrency: sar, onOpen: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof MobileCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 375 px: a bar along the bottom whose one button names the count and total. */
export const EnglishPhone = {
  globals: { locale: 'en', viewport: phone },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^View cart, 3 items, SAR.45\.00$/ });
    await expect(button).toBeVisible();
    await waitFor(() =>
      expect(Math.abs(button.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(16),
    );
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

/** Arabic at 375 px: the count and "View cart" at the inline start (the right). */
export const ArabicPhone = {
  globals: { locale: 'ar', viewport: phone },
  args: { count: 2, total: 1300 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^عرض السلة، قطعتان، / });
    const label = canvas.getByText('عرض السلة');
    const total = canvas.getByText(/13\.00/, { selector: 'bdi' });
    await expect(label.getBoundingClientRect().left).toBeGreaterThan(
      total.getBoundingClientRect().right,
    );
    await expect(button).toBeVisible();
  },
} satisfies Story;

/** Empty: still there, so the cart is always reachable. */
export const EmptyArabicPhone = {
  globals: { locale: 'ar', viewport: phone },
  args: { count: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^عرض السلة، فارغة، / })).toBeVisible();
  },
} satisfies Story;

/** From `sm` up the header's cart takes over: the bar is hidden. */
export const HiddenOnWideEnglish = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;
