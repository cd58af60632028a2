import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CurrencySwitch } from '#currency-switch/currency-switch.tsx';
import { BellIcon, HeartIcon, UserIcon } from '#icons/icons.tsx';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';
import { SearchBox } from '#search-box/search-box.tsx';
import { currencies } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Header } from './header.tsx';

/** Records where a link would go instead of navigating the Storybook frame away. */
const navigate = fn().mockName('navigate');

function StoryLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

/** Story data, not UI copy: category names as the store API would send them. */
const categories = [
  { href: 'fruit-veg', en: 'Fruit & vegetables', ar: 'فواكه وخضروات' },
  { href: 'bakery', en: 'Bakery', ar: 'مخبوزات' },
  { href: 'dairy', en: 'Dairy & eggs', ar: 'ألبان وبيض' },
];

function CategoryLinks() {
  const lang = useStoryLocale();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
      {categories.map((category) => (
        <li key={category.href}>
          <StoryLink
            href={`/${lang}/c/${category.href}`}
            className="text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {category[lang]}
          </StoryLink>
        </li>
      ))}
    </ul>
  );
}

function StorySearch() {
  const lang = useStoryLocale();
  return (
    <SearchBox suggestions={[]} lang={lang} onQueryChange={fn()} onSubmit={fn()} onSelect={fn()} />
  );
}

/** The storefront's guest controls (its copy): favourites, notifications, sign-in, currency. */
const guestLinks = [
  { href: '/my-favorite', Icon: HeartIcon, en: 'Favourites', ar: 'المفضلة' },
  { href: '/account/notifications', Icon: BellIcon, en: 'My Notifications', ar: 'إشعاراتي' },
  { href: '/auth/login', Icon: UserIcon, en: 'Sign in', ar: 'تسجيل الدخول' },
];

function GuestControls() {
  const lang = useStoryLocale();
  return (
    <div className="flex items-center gap-2">
      <ul className="flex items-center gap-x-1">
        {guestLinks.map(({ href, Icon, ...label }) => (
          <li key={href}>
            <StoryLink
              href={href}
              className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-ink"
            >
              <Icon className="size-5 shrink-0" />
              {/* Icon-only on a phone; the name stays for screen readers. */}
              <span className="max-sm:sr-only">{label[lang]}</span>
            </StoryLink>
          </li>
        ))}
      </ul>
      <CurrencySwitch currencies={currencies} value="SAR" onChange={fn()} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { lang: 'en', onLanguageChange: fn() },
  argTypes: {
    lang: { control: false, description: 'Follows the locale toolbar.' },
    nav: { control: false },
    search: { control: false },
    actions: { control: false },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
        {/* Target of the skip link, as the app's <main id="main"> would be. */}
        <div id="main" tabIndex={-1} />
      </LinkProvider>
    ),
  ],
  render: function Render(args) {
    const lang = useStoryLocale();
    return <Header {...args} lang={lang} homeHref={args.homeHref ?? `/${lang}`} />;
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const banner = canvas.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Souq home' });
    await expect(home).toHaveTextContent('Souq');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenLastCalledWith('/en');

    const toggle = within(banner).getByRole('button', { name: 'Switch language العربية' });
    await expect(home.getBoundingClientRect().right).toBeLessThan(
      toggle.getBoundingClientRect().left,
    );
    await userEvent.click(toggle);
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ar');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const banner = canvas.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'سوق، الصفحة الرئيسية' });
    await expect(home).toHaveTextContent('سوق');
    await expect(home).toHaveAttribute('href', '/ar');
    // Logical layout: in RTL the logo is at the right, the language switch at the left.
    const toggle = within(banner).getByRole('button', { name: 'تغيير اللغة English' });
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(
      toggle.getBoundingClientRect().right,
    );
  },
} satisfies Story;

/** The skip link is hidden until it has keyboard focus; then it is the first stop. */
export const SkipLinkFocusedArabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const skip = canvas.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
  },
} satisfies Story;

/** With the slots filled: category navigation and an action before the language switch. */
export const WithNavigationArabic = {
  globals: { locale: 'ar' },
  args: { nav: <CategoryLinks /> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(categories.length);
    await expect(within(nav).getByRole('link', { name: 'مخبوزات' })).toHaveAttribute(
      'href',
      '/ar/c/bakery',
    );
  },
} satisfies Story;

export const WithNavigationEnglish = {
  globals: { locale: 'en' },
  args: { nav: <CategoryLinks /> },
} satisfies Story;

/**
 * A phone (375 px) in Arabic: three short rows, the logo and the controls, then the search box
 * across the width, then the navigation.
 */
export const ArabicMobile = {
  globals: { locale: 'ar', viewport: { value: 'phone375', isRotated: false } },
  args: { nav: <CategoryLinks />, search: <StorySearch /> },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'سوق، الصفحة الرئيسية' });
    const toggle = within(banner).getByRole('button', { name: 'تغيير اللغة English' });
    const search = within(banner).getByRole('combobox');
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    // Logo and language switch share the first row; search and navigation follow.
    await expect(
      Math.abs(home.getBoundingClientRect().top - toggle.getBoundingClientRect().top),
    ).toBeLessThan(16);
    await expect(search.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      home.getBoundingClientRect().bottom,
    );
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      search.getBoundingClientRect().bottom,
    );
    await expect(banner.getBoundingClientRect().height).toBeLessThan(200);
  },
} satisfies Story;

/** A wide screen in English: the search box sits between the logo and the controls. */
export const WithSearchEnglish = {
  globals: { locale: 'en' },
  args: { nav: <CategoryLinks />, search: <StorySearch /> },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Souq home' });
    const toggle = within(banner).getByRole('button', { name: 'Switch language العربية' });
    const search = within(banner).getByRole('combobox');
    await expect(search.getBoundingClientRect().left).toBeGreaterThan(
      home.getBoundingClientRect().right,
    );
    await expect(search.getBoundingClientRect().right).toBeLessThan(
      toggle.getBoundingClientRect().left,
    );
  },
} satisfies Story;

export const WithSearchArabic = {
  globals: { locale: 'ar' },
  args: { nav: <CategoryLinks />, search: <StorySearch /> },
} satisfies Story;

/** Both languages at once (the toolbar's "Both side by side"). */
export const SideBySide = {
  globals: { locale: 'both' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Souq home' })).toHaveTextContent('Souq');
    await expect(canvas.getByRole('link', { name: 'سوق، الصفحة الرئيسية' })).toHaveTextContent(
      'سوق',
    );
  },
} satisfies Story;

/** A guest's controls on a 375 px phone: icon-only, still on the logo's row (three rows in all). */
function expectGuestControlsOnFirstRow(names: string[], languageSwitch: RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const home = within(banner).getByRole('link', { name: /^(Souq home|سوق، الصفحة الرئيسية)$/ });
    const top = home.getBoundingClientRect().top;
    for (const name of names) {
      const link = within(banner).getByRole('link', { name });
      await expect(Math.abs(link.getBoundingClientRect().top - top)).toBeLessThan(16);
    }
    const toggle = within(banner).getByRole('button', { name: languageSwitch });
    await expect(Math.abs(toggle.getBoundingClientRect().top - top)).toBeLessThan(16);
    await expect(banner.getBoundingClientRect().height).toBeLessThan(200);
  };
}

export const GuestControlsMobileEnglish = {
  globals: { locale: 'en', viewport: { value: 'phone375', isRotated: false } },
  args: { nav: <CategoryLinks />, search: <StorySearch />, actions: <GuestControls /> },
  play: expectGuestControlsOnFirstRow(
    ['Favourites', 'My Notifications', 'Sign in'],
    /^Switch language/,
  ),
} satisfies Story;

export const GuestControlsMobileArabic = {
  globals: { locale: 'ar', viewport: { value: 'phone375', isRotated: false } },
  args: { nav: <CategoryLinks />, search: <StorySearch />, actions: <GuestControls /> },
  play: expectGuestControlsOnFirstRow(['المفضلة', 'إشعاراتي', 'تسجيل الدخول'], /^تغيير اللغة/),
} satisfies Story;

/** A shop front's own name and logo (apps/quick): the home link is named by it. */
export const OwnBrandEnglish = {
  globals: { locale: 'en' },
  args: {
    name: 'Khaleej Fresh',
    logo: <span aria-hidden="true" className="size-8 rounded-lg bg-brand-700" />,
  },
  play: async ({ canvas }) => {
    const home = within(canvas.getByRole('banner')).getByRole('link', { name: 'Khaleej Fresh' });
    await expect(home).toHaveTextContent('Khaleej Fresh');
  },
} satisfies Story;

/** The same in Arabic, right to left. */
export const OwnBrandArabic = {
  globals: { locale: 'ar' },
  args: {
    name: 'الخليج فريش',
    logo: <span aria-hidden="true" className="size-8 rounded-lg bg-brand-700" />,
  },
  play: async ({ canvas }) => {
    const home = within(canvas.getByRole('banner')).getByRole('link', { name: 'الخليج فريش' });
    await expect(home).toHaveTextContent('الخليج فريش');
  },
} satisfies Story;
