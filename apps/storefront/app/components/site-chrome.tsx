import { currencyChanged, selectCurrencyCode } from '@shop/core/currency';
import type { Locale } from '@shop/core/i18n';
import { LOCALE_QUERY_PARAM, localeChanged, selectLocale } from '@shop/core/locale';
import { CurrencySwitch } from '@shop/ui/currency-switch';
import { Footer } from '@shop/ui/footer';
import { Header } from '@shop/ui/header';
import { Link, LinkProvider, type LinkComponent } from '@shop/ui/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { InstallButton } from '@shop/ui/install-button';
import { HeaderAccount } from '~/components/header-account';
import { HeaderSearch } from '~/components/header-search';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { useInstallPrompt } from '~/lib/use-app-shell';
import { useDisplayCurrency } from '~/lib/use-display-currency';
import type { loader as rootLoader } from '~/root';

/** packages/ui renders links through this, so they navigate on the client. */
const AppLink: LinkComponent = ({ href, ...props }) => <RouterLink to={href} {...props} />;

/** Switches language; a page reached through `?lang=` gets the new language in its URL too. */
function useLanguageChange() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (next: Locale) => {
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
}

function MainNav() {
  const { t } = useTranslation('pages');
  const linkClass =
    'inline-flex min-h-10 items-center rounded-md px-2 text-ink hover:text-brand-700 hover:underline underline-offset-4';
  return (
    <ul className="flex flex-wrap items-center gap-x-2">
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

/**
 * Header (navigation, search, currency, language), the page and the footer. The "default"
 * layout shows all of it; the search layout drops the navigation and the footer.
 */
export function SiteChrome({
  children,
  variant = 'default',
}: {
  children: ReactNode;
  variant?: 'default' | 'search' | 'auth';
}) {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const currencyCode = useAppSelector(selectCurrencyCode);
  const { currencies } = useDisplayCurrency();
  const onLanguageChange = useLanguageChange();
  const { canInstall, install } = useInstallPrompt();
  const year = useRouteLoaderData<typeof rootLoader>('root')?.year ?? new Date().getFullYear();
  const { search } = useLocation();
  const query = new URLSearchParams(search).get('q') ?? undefined;
  return (
    <LinkProvider component={AppLink}>
      <div className="flex min-h-dvh flex-col bg-surface text-ink">
        <Header
          lang={lang}
          onLanguageChange={onLanguageChange}
          nav={variant === 'default' ? <MainNav /> : undefined}
          actions={
            <div className="flex flex-wrap items-center gap-2">
              {variant === 'default' ? <HeaderSearch /> : null}
              {variant !== 'auth' ? <HeaderAccount /> : null}
              <InstallButton canInstall={canInstall} onInstall={install} />
              {currencies.length > 1 && variant !== 'auth' ? (
                <CurrencySwitch
                  currencies={currencies}
                  value={currencyCode}
                  onChange={(code) => dispatch(currencyChanged(code))}
                  lang={lang}
                />
              ) : null}
            </div>
          }
        />
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
          className={`mx-auto w-full flex-1 px-4 py-8 focus:outline-none ${variant === 'auth' ? 'max-w-md' : 'max-w-6xl'}`}
        >
          {children}
        </main>
        {variant === 'default' ? <Footer year={year} /> : null}
      </div>
    </LinkProvider>
  );
}
