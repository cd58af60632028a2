import { directionOf } from '@shop/core/i18n-loader';
import { selectLocale } from '@shop/core/locale';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { useShopI18n } from '#i18n-instance/i18n-instance.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { LazyToaster } from '#toast/lazy-toaster.tsx';
import { RouterLinkAdapter } from '#shop-root/router-link.tsx';
import { useRestoreSavedCustomer, useRestoreSavedLocale } from '#shop-root/shop-browser.ts';

/**
 * A shop front's document on React Router, inside its store's `<Provider>`: `<html lang dir>` of
 * the store's language, the head (charset, viewport, theme colour, the routes' meta and links),
 * i18next and React Router links for the components, the toasts, and the scripts. In the browser
 * it restores the saved language and customer.
 *
 * @example
 * export function Layout({ children }) {
 *   const [store] = useState(() => makeShopStore(setupFromRootData()));
 *   return <Provider store={store}><ShopDocument themeColor="#5b21b6">{children}</ShopDocument></Provider>;
 * }
 */
export function ShopDocument({
  children,
  themeColor,
}: {
  /** The page. */
  children: ReactNode;
  /** The browser's UI colour (`<meta name="theme-color">`). */
  themeColor?: string;
}) {
  const lang = useSelector(selectLocale);
  const i18n = useShopI18n(lang);
  useRestoreSavedLocale(lang);
  useRestoreSavedCustomer(false);
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColor ? <meta name="theme-color" content={themeColor} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink">
        <I18nextProvider i18n={i18n}>
          <LinkProvider component={RouterLinkAdapter}>
            {children}
            <LazyToaster lang={lang} />
          </LinkProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
