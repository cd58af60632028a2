import type { Locale } from '@shop/core/i18n-loader';
import { LinkProvider, type LinkComponent } from '@shop/ui/link';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  isRouteErrorResponse,
  Link as RouterLink,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import { backOfficeStore, i18nIn, startLocale } from '~/lib/back-office';
import { LanguageContext } from '~/lib/language';
import type { Route } from './+types/root';
import './app.css';

/**
 * The one document of the back office (built once into index.html). server.mjs fills in the
 * API's address and public key when it serves it.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="shop-api-url" content="__SHOP_API_URL__" />
        <meta name="shop-public-key" content="__SHOP_PUBLIC_KEY__" />
        <title>Souq back office</title>
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface font-sans text-ink">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export async function clientLoader() {
  const lang = startLocale();
  return { lang, i18n: await i18nIn(lang) };
}

/** While the first screen's texts load: nothing to read yet in either language. */
export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-center text-ink-muted">
      <span lang="en">Loading…</span> · <span lang="ar">جارٍ التحميل…</span>
    </p>
  );
}

/** packages/ui's links navigate in the app. */
const AppLink: LinkComponent = ({ href, ...props }) => <RouterLink to={href} {...props} />;

export default function App({ loaderData }: Route.ComponentProps) {
  const [current, setCurrent] = useState(loaderData);
  const language = useMemo(
    () => ({
      lang: current.lang,
      switchLanguage: (next: Locale) => {
        void i18nIn(next).then((i18n) => setCurrent({ lang: next, i18n }));
      },
    }),
    [current.lang],
  );
  return (
    <Provider store={backOfficeStore()}>
      <I18nextProvider i18n={current.i18n}>
        <LanguageContext value={language}>
          <LinkProvider component={AppLink}>
            <Outlet />
          </LinkProvider>
        </LanguageContext>
      </I18nextProvider>
    </Provider>
  );
}

/** Anything that broke a screen: said in both languages (its texts may be what failed). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto grid max-w-xl gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold">
        <span lang="en">Something went wrong ({status})</span>
        <br />
        <span lang="ar" dir="rtl">
          حدث خطأ ({status})
        </span>
      </h1>
      <p>
        <a href="/" className="font-semibold text-brand-700 underline">
          <span lang="en">Back to the start</span> · <span lang="ar">العودة إلى البداية</span>
        </a>
      </p>
    </main>
  );
}
