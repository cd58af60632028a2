import { catalogApi } from '@shop/core/catalog';
import { cartApi } from '@shop/core/cart';
import { selectCurrencyCode } from '@shop/core/currency';
import { directionOf, type Locale } from '@shop/core/i18n-loader';
import { localeOfRequest, selectLocale } from '@shop/core/locale';
import {
  customerOfRequest,
  eventsCleared,
  guardRedirect,
  pageVisited,
  selectEvents,
  selectIsLoggedIn,
  SESSION_ENDED,
  syncCustomerCookiesScript,
} from '@shop/core/customer-state';
import { selectRegion } from '@shop/core/region';
import { cartIdOfRequest, selectCart } from '@shop/core/cart-state';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'react-redux';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { LazyToaster } from '@shop/ui/lazy-toaster';
import {
  browserStoreSetup,
  guardMiddleware,
  requestSetup,
  storeMiddleware,
  translationsMiddleware,
  useRestoreSavedCustomer,
  useRestoreSavedLocale,
} from '@shop/ui/shop-root';
import { MaintenanceScreen } from '@shop/ui/maintenance-screen';
import stylesheet from '~/app.css?url';
import { ErrorPage } from '~/components/error-page';
import { NewBuildNotice } from '~/components/new-build-notice';
import { StoreEvents } from '~/components/store-events';
import {
  apiClientFor,
  apiConfig,
  firebaseConfig,
  newsletterPopupSeconds,
  publicOrigin,
} from '~/config.server';
import { requestStore } from '~/context';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { useCspNonce, zodWithoutEvalScript } from '~/lib/csp-nonce';
import { useStartupFailure } from '~/lib/startup';
import { captureInstallPromptScript, useServiceWorker } from '@shop/ui/app-shell';
import { usePushStartup } from '@shop/ui/push-startup';
import { useShopI18n } from '@shop/ui/i18n-instance';
import { siteSettings } from '~/lib/site-settings.server';
import { makeStore, type AppStore } from '~/store';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
];

/**
 * Pages and their `.data` answers (not the resource routes: the /api proxy, sitemaps …) depend
 * on the cookies: language, currency, region, the guard cookies and the guest's cart id. Rendered
 * for a signed-in shopper (or one awaiting verification, or a guest with a basket) they are
 * personal, so no cache may keep them; other guests' stay cacheable as before, keyed by the
 * cookies.
 */
const privatePagesMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  const type = response.headers.get('Content-Type') ?? '';
  const page = type.startsWith('text/html') || type.startsWith('text/x-script');
  if (!page && !(response.status >= 300 && response.status < 400)) return response;
  response.headers.append('Vary', 'Cookie');
  if (customerOfRequest(request).hasEmail || cartIdOfRequest(request))
    response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
/** What the Maintenance screen needs, thrown by maintenanceMiddleware as a 503's data. */
interface MaintenanceData {
  maintenance: { lang: Locale; message: string; retryAfterSeconds: number };
}

function maintenanceOf(error: unknown): MaintenanceData['maintenance'] | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 503) return undefined;
  const data = error.data as Partial<MaintenanceData> | null;
  return data?.maintenance;
}

/** Requests answered with the Maintenance screen, with the seconds of their `Retry-After`. */
const inMaintenance = new WeakMap<Request, number>();

/** Paths that keep working during maintenance: health, the /api proxy (the API decides), files. */
const OPEN_DURING_MAINTENANCE =
  /^\/(healthz|api\/|media\/|robots\.txt|sitemap|manifest\.webmanifest)/;

/**
 * Maintenance (R2.54): while staff hold the shop in maintenance every page (and its `.data`)
 * answers 503 with `Retry-After` and the Maintenance screen, in the shopper's language. The
 * setting comes from the server's one-second copy of `GET /api/Settings` (see
 * ~/lib/site-settings.server.ts for why: no page waits on a call of its own). Static files are
 * served before the router, so they keep working.
 */
const maintenanceMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  if (OPEN_DURING_MAINTENANCE.test(new URL(request.url).pathname)) return next();
  const { maintenance } = await siteSettings();
  if (!maintenance.enabled) return next();
  const lang = localeOfRequest(request);
  inMaintenance.set(request, maintenance.retryAfterSeconds);
  throw data(
    {
      maintenance: {
        lang,
        message: lang === 'ar' ? maintenance.messageAr : maintenance.messageEn,
        retryAfterSeconds: maintenance.retryAfterSeconds,
      },
    } satisfies MaintenanceData,
    { status: 503 },
  );
};
/** Puts `Retry-After` on the answers maintenanceMiddleware turned into the Maintenance screen. */
const retryAfterMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  const seconds = inMaintenance.get(request);
  if (seconds !== undefined && response.status === 503) {
    response.headers.set('Retry-After', String(seconds));
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [
  retryAfterMiddleware,
  privatePagesMiddleware,
  // The Maintenance screen is rendered in the shopper's language: after the translations.
  translationsMiddleware,
  maintenanceMiddleware,
  guardMiddleware,
  // Every server request gets its own store, with the shopper's language (`?lang=` or cookie),
  // display currency, remembered region and token; the loaders of that request share it.
  storeMiddleware((request) => makeStore(requestSetup(request, apiClientFor(request)))),
];

/** The shopper's basket into the request's store (none when the API refuses or is down). */
async function loadCart(store: AppStore): Promise<void> {
  await store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const store = requestStore(context);
  const state0 = store.getState();
  // The basket of a shopper who has one, rendered with the first load so it never flashes empty
  // (later navigations keep the browser's own, so their data requests skip it).
  const withCart =
    (state0.customer.token !== '' || state0.cart.cartId !== '') &&
    !new URL(request.url).pathname.endsWith('.data');
  const [currencies] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getCurrencies.initiate(undefined, { subscribe: false })),
    withCart ? loadCart(store) : undefined,
  ]);
  const state = store.getState();
  return {
    /** Currencies prices can be shown in (empty when the API is down: prices stay in SAR). */
    currencies: currencies.data ?? [],
    lang: selectLocale(state),
    currency: selectCurrencyCode(state),
    region: selectRegion(state),
    // Whether the shopper is signed in, never the token: the page and its `.data` land in
    // caches, logs and saved pages. The browser's store takes the token from localStorage.
    signedIn: selectIsLoggedIn(state),
    /** The API refused the cookie's token to the basket call: the browser signs out and says so. */
    sessionEnded: state0.customer.token !== '' && !selectIsLoggedIn(state),
    /** The shopper's basket on a first load (personal: such pages are `private, no-store`). */
    cart: withCart ? selectCart(state) : null,
    // The browser calls the API through this origin (routes/api-proxy.ts); the public key is
    // public by design (spec §7).
    api: { baseUrl: '/api/', publicKey: apiConfig.publicKey },
    /** The messaging service's fixed configuration (R7.21, public values), or null: Web Push. */
    firebase: firebaseConfig,
    /** Absolute origin for canonical and hreflang links. */
    origin: publicOrigin(),
    // Rendered by the server and reused by the client, so hydration always agrees.
    year: new Date().getFullYear(),
    /** Seconds on a public page before the newsletter popup shows (0: never). */
    newsletterPopupSeconds,
  };
}

/**
 * The API refused the stored token (revoked by a password change or a sign-out elsewhere, or
 * expired), so the store has signed the customer out: say so, and leave a page only customers
 * see for sign-in, as its guard would.
 */
function useSessionEndedNotice(i18n: I18n) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { singleError } = useAppSelector(selectEvents);
  useEffect(() => {
    if (singleError !== SESSION_ENDED) return;
    dispatch(eventsCleared());
    // Only screens that call the API with a token get here, and they have loaded the toasts.
    void import('@shop/ui/toast').then(({ notify }) =>
      notify(i18n.t('errors:sessionEnded'), 'error'),
    );
    const target = guardRedirect(pathname, { token: '', hasEmail: true });
    if (target) void navigate(target, { replace: true });
  }, [singleError, dispatch, navigate, pathname, i18n]);
}

/** Keeps `activePage` (spec §3) equal to the current path. */
function useTrackActivePage() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(pageVisited(pathname));
  }, [dispatch, pathname]);
}

function Document({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLocale);
  const i18n = useShopI18n(lang);
  useRestoreSavedLocale(lang);
  const rootData = useRouteLoaderData<typeof loader>('root');
  useRestoreSavedCustomer(rootData?.sessionEnded ?? false);
  useSessionEndedNotice(i18n);
  useTrackActivePage();
  useServiceWorker();
  usePushStartup(rootData?.firebase);
  const nonce = useCspNonce();
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#176236" />
        {/* First: a page whose guard cookies disagree with the saved customer reloads at once. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: syncCustomerCookiesScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: captureInstallPromptScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: zodWithoutEvalScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {children}
          <StoreEvents />
          <LazyToaster lang={lang} />
          <NewBuildNotice />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // During maintenance there is no root data: the language comes with the Maintenance screen's.
  const maintenance = maintenanceOf(useRouteError());
  // Without root data (the root loader failed) calls go to this origin and fail cleanly.
  const [store] = useState(() => makeStore(browserStoreSetup(data, maintenance?.lang)));
  return (
    <Provider store={store}>
      <Document>{children}</Document>
    </Provider>
  );
}

export default function App() {
  useStartupFailure();
  return <Outlet />;
}

/** Last resort, when even the default layout failed: the generic error page on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const maintenance = maintenanceOf(error);
  const { pathname, search } = useLocation();
  if (maintenance)
    return (
      <MaintenanceScreen
        message={maintenance.message}
        retryAfterSeconds={maintenance.retryAfterSeconds}
        retryHref={`${pathname}${search}`}
      />
    );
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <ErrorPage error={error} />
    </main>
  );
}
