import type { Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '#brand/logo-mark.tsx';
import { LanguageSwitch } from '#language-switch/language-switch.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The language the page is shown in now (the switch offers the other one). */
  lang: Locale;
  /** Called with the other language when the language switch is pressed. */
  onLanguageChange: (next: Locale) => void;
  /** Where the logo links to; the localised home page, e.g. "/ar". */
  homeHref?: string;
  /** Main navigation links; wrapped in a labelled `<nav>`, on a row of its own under the bar. */
  nav?: ReactNode;
  /** The search box: beside the logo on wide screens, on a row of its own on phones. */
  search?: ReactNode;
  /** Controls at the inline end before the language switch: currency, wishlist, account … */
  actions?: ReactNode;
  /** Renders the language switch disabled, e.g. until a server-rendered page has hydrated. */
  languageSwitchDisabled?: boolean;
  /** A shop front's own name (in the page's language) instead of the marketplace's; names the home link too. */
  name?: string;
  /** A shop front's own logo (decorative: the name says it) instead of the marketplace's mark. */
  logo?: ReactNode;
}

/**
 * The site banner: skip link to `#main`, logo linking home, optional search, actions, the
 * language switch and navigation. On a phone it is three short rows (logo and controls, search,
 * navigation that scrolls sideways); from `md` the search sits between logo and controls. Uses
 * logical layout only, so the logo sits at the inline start in both directions. The page must
 * have an element with `id="main"`. On a phone the logo shows its mark only and the controls
 * their icons, so they share the first row.
 *
 * @example
 * ```tsx
 * <Header
 *   lang="ar"
 *   homeHref="/ar"
 *   onLanguageChange={changeLanguage}
 *   actions={<CartButton count={2} />}
 * />
 * ```
 */
export function Header({
  lang,
  onLanguageChange,
  homeHref = '/',
  nav,
  search,
  actions,
  languageSwitchDisabled = false,
  name,
  logo,
}: HeaderProps) {
  const { t } = useTranslation('common');

  return (
    <header className="relative border-b border-brand-100 bg-surface text-ink">
      {/* A plain anchor: an in-page jump, not a route change. Shown only while focused. */}
      <a
        href="#main"
        className="absolute start-3 top-3 z-50 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 not-focus:sr-only"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-4 sm:px-6 md:flex-nowrap md:gap-x-6 md:py-3">
        <Link
          href={homeHref}
          aria-label={name ?? t('brand.homeLink')}
          className="flex shrink-0 items-center gap-2 rounded-md text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          {logo ?? <LogoMark className="size-8 shrink-0 md:size-9" />}
          {/* On a phone the mark alone, so favourites, notifications, account, currency and
              language still fit beside it on one row (the link keeps its name). */}
          <span className="text-xl leading-none font-bold max-sm:sr-only md:text-2xl">
            {name ?? t('brand.name')}
          </span>
        </Link>
        {search ? (
          <div className="order-last w-full md:order-none md:w-auto md:min-w-0 md:flex-1">
            {search}
          </div>
        ) : null}
        <div className="ms-auto flex items-center gap-2">
          {actions}
          <LanguageSwitch
            lang={lang}
            onLanguageChange={onLanguageChange}
            disabled={languageSwitchDisabled}
          />
        </div>
      </div>
      {nav ? (
        <nav
          aria-label={t('header.mainNavigation')}
          className="mx-auto max-w-7xl overflow-x-auto px-2 pb-1 sm:px-4"
        >
          {nav}
        </nav>
      ) : null}
    </header>
  );
}
