import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Header } from '#header/header.tsx';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';

/** Records where a link would go, unless its click handler took the click (as a router does). */
const navigate = fn().mockName('navigate');

function RouterLikeLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { HeaderCart, type HeaderCartProps } from './header-cart.tsx';

/** The cart in the header's actions, as the storefront places it. */
function InHeader(args: HeaderCartProps) {
  const lang = useStoryLocale();
  return (
    <Header
      lang={lang}
      homeHref={`/${lang}`}
      onLanguageChange={fn()}
      actions={<HeaderCart {...args} href={`/${lang}/cart`} />}
    />
  );
}

const meta = {
  title: 'UI/Cart/HeaderCart',
  component: HeaderCart,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { count: 3, href: '/en/cart', onOpen: fn() },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLikeLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <InHeader {...args} />,
} satisfies Meta<typeof HeaderCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Cart, 3 items" with a visible badge; a click opens the sidebar instead of navigating. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    navigate.mockClear();
    const banner = canvas.getByRole('banner');
    const cart = within(banner).getByRole('link', { name: 'Cart, 3 items' });
    await expect(within(cart).getByText('3')).toBeVisible();
    await expect(within(cart).getByText('Cart')).toBeVisible();
    await userEvent.click(cart);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
} satisfies Story;

/** Arabic: the plural for 3 ("3 قطع"); the badge sits at the icon's inline end (its left). */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'السلة، 3 قطع' });
    const badge = within(cart).getByText('3');
    const icon = cart.querySelector('svg') as SVGElement;
    await expect(badge.getBoundingClientRect().left).toBeLessThan(
      icon.getBoundingClientRect().left,
    );
  },
} satisfies Story;

/** Empty: no badge, named "Cart, empty" in Arabic. */
export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'السلة، فارغة' })).toBeVisible();
  },
} satisfies Story;

/** Without `onOpen` (before hydration): a plain link to the Cart screen. */
export const LinkOnlyEnglish = {
  globals: { locale: 'en' },
  args: { onOpen: undefined, count: 12 },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Cart, 12 items' }));
    await expect(navigate).toHaveBeenCalledWith('/en/cart');
  },
} satisfies Story;

/** On a 375 px phone, the icon and badge only (the name stays for screen readers). */
export const ArabicPhone = {
  globals: { locale: 'ar', viewport: { value: 'phone375', isRotated: false } },
  args: { count: 120 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'السلة، 120 قطعة' });
    await expect(within(cart).getByText('99+')).toBeVisible();
  },
} satisfies Story;
