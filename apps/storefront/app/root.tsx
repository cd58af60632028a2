import { createApiClient } from '@shop/core/api';
import { createI18n, defaultLocale, directionOf } from '@shop/core/i18n';
import {
  localeChanged,
  localeFromCookieHeader,
  readSavedLocale,
  saveLocale,
  selectLocale,
} from '@shop/core/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from '~/app.css?url';
import { ErrorPage } from '~/components/error-page';
import { apiConfig, serverApiClient } from '~/config.server';
import { storeContext } from '~/context';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { makeStore } from '~/store';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** Every server request gets its own store, shared by the loaders of that request. */
const storeMiddleware: Route.MiddlewareFunction = ({ request, context }) => {
  const lang = localeFromCookieHeader(request.headers.get('Cookie')) ?? defaultLocale;
  context.set(storeContext, makeStore({ lang, apiClient: serverApiClient }));
};
export const middleware: Route.MiddlewareFunction[] = [storeMiddleware];

export function loader({ request }: Route.LoaderArgs) {
  return {
    lang: localeFromCookieHeader(request.headers.get('Cookie')) ?? defaultLocale,
    // The browser calls the same API; the public key is public by design (spec §7).
    api: apiConfig,
    // Rendered by the server and reused by the client, so hydration always agrees.
    year: new Date().getFullYear(),
  };
}

/** Keeps the saved choice and the cookie in step (spec §4: saved choice restored on load). */
function useRestoreSavedLocale() {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  useEffect(() => {
    const saved = readSavedLocale();
    if (saved && saved !== lang) dispatch(localeChanged(saved));
    else saveLocale(lang);
    // Only on first load: later changes are saved by the locale middleware.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Document({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLocale);
  const i18n = useMemo(() => createI18n(lang, [initReactI18next]), [lang]);
  useRestoreSavedLocale();
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const [store] = useState(() =>
    makeStore({
      lang: data?.lang ?? defaultLocale,
      // Without root data (the root loader failed) calls go to this origin and fail cleanly.
      apiClient: createApiClient(data?.api ?? { baseUrl: '/api/', publicKey: '' }),
    }),
  );
  return (
    <Provider store={store}>
      <Document>{children}</Document>
    </Provider>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort, when even the default layout failed: the generic error page on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <ErrorPage error={error} />
    </main>
  );
}
