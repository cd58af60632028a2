import { currencyChanged, selectCurrencyCode } from '@shop/core/currency';
import { loadLanguage, type Locale } from '@shop/core/i18n-loader';
import { LOCALE_QUERY_PARAM, localeChanged, selectLocale } from '@shop/core/locale';
import { CurrencySwitch } from '@shop/ui/currency-switch';
import { Footer } from '@shop/ui/footer';
import { Header } from '@shop/ui/header';
import { Link, LinkProvider } from '@shop/ui/link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { InstallButton } from '@shop/ui/install-button';
import { CartOverlayHost, HeaderCartButton, MobileCartBar } from '~/cart/cart-chrome';
import { AppLink } from '~/components/app-link';
import { HeaderAccount } from '~/components/header-account';
import { HeaderSearch } from '~/components/header-search';
import { RecentPurchases } from '~/components/recent-purchases';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { useInstallPrompt } from '@shop/ui/app-shell';
import { useHydrated } from '~/lib/use-hydrated';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import { FooterNewsletter, NewsletterPopupHost } from '~/components/newsletter';
import type { loader as rootLoader } from '~/root';

/**
 * Switches language once its translations have loaded (a page loads its own language only); a
 * page reached through `?lang=` gets the new language in its URL too.
 */
function useLanguageChange() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const switchTo = (next: Locale) => {
    dispatch(localeChanged(next));
    const params = new URLSearchParams(search);
    if (params.has(LOCALE_QUERY_PARAM)) {
      params.set(LOCALE_QUERY_PARAM, next);
      void navigate(`${pathname}?${params.toString()}${hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  };
  return (next: Locale) => {
    loadLanguage(next).then(
      () => switchTo(next),
      (error: unknown) => console.error('Loading the translations failed', error),
    );
  };
}

function MainNav() {
  const { t } = useTranslation('pages');
  const linkClass =
    'inline-flex min-h-10 items-center rounded-md px-2 text-ink hover:text-brand-700 hover:underline underline-offset-4';
  return (
    <ul className="flex items-center gap-x-2 whitespace-nowrap">
      <li>
        <Link href="/activity-types" className={linkClass}>
          {t('nav.activityTypes')}
        </Link>
      </li>
      <li>
        <Link href="/offers" className={linkClass}>
          {t('nav.offers')}
        </Link>
      </li>
      <li>
        <Link href="/product/all" className={linkClass}>
          {t('nav.allProducts')}
        </Link>
      </li>
    </ul>
  );
}

/** The footer's links to the shop's information pages. */
function FooterLinks() {
  const { t } = useTranslation(['common', 'contact']);
  return (
    <>
      <li>
        <Link href="/about-us">{t('common:footer.aboutUs')}</Link>
      </li>
      <li>
        <Link href="/faqs">{t('common:footer.faqs')}</Link>
      </li>
      <li>
        <Link href="/blog">{t('common:footer.blog')}</Link>
      </li>
      <li>
        <Link href="/contact-us">{t('contact:footerLink')}</Link>
      </li>
      <li>
        <Link href="/privacy-policy">{t('common:footer.privacyPolicy')}</Link>
      </li>
      <li>
        <Link href="/stores">{t('common:footer.stores')}</Link>
      </li>
      <li>
        <Link href="/become-seller">{t('common:footer.becomeSeller')}</Link>
      </li>
      <li>
        <Link href="/doc">{t('common:footer.developers')}</Link>
      </li>
    </>
  );
}

/** The display currency choice; it changes only through the app's script, so disabled until then. */
function HeaderCurrency() {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const currencyCode = useAppSelector(selectCurrencyCode);
  const { currencies } = useDisplayCurrency();
  const hydrated = useHydrated();
  if (currencies.length <= 1) return null;
  return (
    <CurrencySwitch
      currencies={currencies}
      value={currencyCode}
      onChange={(code) => dispatch(currencyChanged(code))}
      lang={lang}
      disabled={!hydrated}
    />
  );
}

/**
 * Header (navigation, search, currency, language), the page and the footer. The "default"
 * layout shows all of it; the search layout drops the navigation and the footer; the
 * "document" layout (a printable page: the invoice) keeps logo and language only, and prints
 * the page alone.
 */
export function SiteChrome({
  children,
  variant = 'default',
}: {
  children: ReactNode;
  variant?: 'default' | 'search' | 'auth' | 'document';
}) {
  const lang = useAppSelector(selectLocale);
  const onLanguageChange = useLanguageChange();
  const { canInstall, install } = useInstallPrompt();
  // The language changes only through the app's script: the switch is disabled until it runs.
  const hydrated = useHydrated();
  const year = useRouteLoaderData<typeof rootLoader>('root')?.year ?? new Date().getFullYear();
  const { search } = useLocation();
  const query = new URLSearchParams(search).get('q') ?? undefined;
  // Made once per layout, so the render that enables the language switch once the page has
  // hydrated (and every navigation) leaves navigation, search, account controls and footer be.
  const nav = useMemo(() => (variant === 'default' ? <MainNav /> : undefined), [variant]);
  const headerSearch = useMemo(
    () => (variant === 'default' ? <HeaderSearch /> : undefined),
    [variant],
  );
  const actions = useMemo(
    () => (
      <div className="flex items-center gap-2">
        {variant !== 'auth' && variant !== 'document' ? (
          <>
            <HeaderAccount />
            <HeaderCartButton />
            <HeaderCurrency />
          </>
        ) : null}
      </div>
    ),
    [variant],
  );
  const footer = useMemo(
    () => <Footer year={year} links={<FooterLinks />} newsletter={<FooterNewsletter />} />,
    [year],
  );
  return (
    <LinkProvider component={AppLink}>
      <div className="flex min-h-dvh flex-col bg-surface text-ink">
        <div className="contents print:hidden">
          <Header
            lang={lang}
            onLanguageChange={onLanguageChange}
            languageSwitchDisabled={!hydrated}
            nav={nav}
            search={headerSearch}
            actions={actions}
          />
        </div>
        {variant === 'search' ? (
          <div className="border-b border-brand-200 bg-surface-raised">
            <div className="mx-auto max-w-6xl px-4 py-4">
              {/* Keyed by the query so a new search from the box shows that query. */}
              <HeaderSearch key={query ?? ''} defaultQuery={query} />
            </div>
          </div>
        ) : null}
        <main
          id="main"
          tabIndex={-1}
          className={`mx-auto w-full flex-1 px-4 py-8 focus:outline-none print:p-0 ${
            variant === 'auth' ? 'max-w-md' : variant === 'document' ? 'max-w-4xl' : 'max-w-6xl'
          }`}
        >
          {children}
        </main>
        {variant === 'default' ? footer : null}
        {variant === 'default' ? <NewsletterPopupHost /> : null}
        {variant === 'default' ? <RecentPurchases /> : null}
        {variant !== 'auth' && variant !== 'document' ? (
          <>
            <MobileCartBar />
            <CartOverlayHost />
          </>
        ) : null}
        {/* Floating at the bottom, so a browser offering installation after the page has painted
            moves nothing (a button in the header made it taller: a layout shift). */}
        {canInstall ? (
          <div className="fixed end-4 bottom-4 z-40 rounded-full shadow-lg print:hidden">
            <InstallButton canInstall onInstall={install} />
          </div>
        ) : null}
      </div>
    </LinkProvider>
  );
}
