import { api } from '@shop/core/api';
import { createApiClient } from '@shop/core/api-client';
import { cartApi } from '@shop/core/cart';
import {
  cartIdOfRequest,
  readSavedCartId,
  selectCart,
  selectCartCount,
} from '@shop/core/cart-state';
import { overlayOpened } from '@shop/core/cart-state';
import { catalogApi } from '@shop/core/catalog';
import { customerOfRequest, customerStored, guardOfRequest } from '@shop/core/customer-state';
import { readSavedCustomer, selectIsLoggedIn } from '@shop/core/customer-state';
import { deliveryAreaApi, deliveryCheckText } from '@shop/core/delivery-area';
import { deliveryTexts } from '@shop/core/i18n-delivery';
import { directionOf, loadLanguage, locales, provideNamespace } from '@shop/core/i18n-loader';
import { localeOfRequest, saveLocale, selectLocale } from '@shop/core/locale';
import { makeShopStore, provideStoreApi, type ShopStore } from '@shop/core/shop-store';
import { createGuestCartMerge } from '@shop/ui/cart-flows';
import { HeaderCart } from '@shop/ui/header-cart';
import { i18nIn } from '@shop/ui/i18n-instance';
import { LazyToaster } from '@shop/ui/lazy-toaster';
import { Link, LinkProvider, type LinkComponent } from '@shop/ui/link';
import { onDemand } from '@shop/ui/on-demand';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import * as RR from 'react-router';
import type { Route } from './+types/root';
import stylesheet from '~/app.css?url';
import { apiClient, brandId, publicKey } from '~/config.server';
import { locationOfRequest } from '~/location';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' },
];

const storeContext = RR.createContext<ShopStore>();
export const requestStore = (context: Readonly<RR.RouterContextProvider>) =>
  context.get(storeContext);
const makeStore = (setup: Parameters<typeof makeShopStore>[0]) =>
  makeShopStore(setup, { middleware: [createGuestCartMerge().middleware] });

/** The guards of @shop/core, then one store per request with the shopper's language and token. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const guard = guardOfRequest(request);
    if (guard)
      throw RR.redirect(guard.location, { headers: { 'Set-Cookie': guard.setCookie ?? '' } });
    await Promise.all(locales.map(loadLanguage));
    for (const lang of locales) provideNamespace(i18nIn(lang), 'delivery', deliveryTexts);
    provideStoreApi(api);
    const { token } = customerOfRequest(request);
    const lang = localeOfRequest(request);
    const cartId = cartIdOfRequest(request);
    context.set(
      storeContext,
      makeStore({ lang, currency: 'SAR', region: null, token, cartId, apiClient: apiClient() }),
    );
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const store = requestStore(context);
  const { customer, cart } = store.getState();
  const place = locationOfRequest(request, brandId);
  const once = { subscribe: false } as const;
  const [currencies, brand, check] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getCurrencies.initiate(undefined, once)),
    store.dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once)),
    place ? store.dispatch(deliveryAreaApi.endpoints.checkDelivery.initiate(place, once)) : null,
    customer.token || cart.cartId
      ? store.dispatch(cartApi.endpoints.getCart.initiate(undefined, once))
      : null,
  ]);
  const state = store.getState();
  return {
    lang: selectLocale(state),
    signedIn: selectIsLoggedIn(state),
    cart: selectCart(state),
    storeCurrency: currencies.data?.find((c) => c.isStoreCurrency) ?? {
      code: 'SAR',
      minorUnits: 2,
      rate: 1,
    },
    brand: brand.data ?? null,
    delivery: check?.data ?? null,
    api: { baseUrl: '/api/', publicKey },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      (loaderData?.lang === 'ar' ? loaderData.brand?.name : loaderData?.brand?.nameEn) ?? 'Quick',
  },
];

export const useRoot = () => RR.useRouteLoaderData<typeof loader>('root')!;

const AppLink: LinkComponent = ({ href, ...props }) => <RR.Link to={href} {...props} />;
const CartSheet = onDemand(() => import('~/cart-sheet'));

function Header() {
  const { t } = useTranslation('delivery');
  const { lang, delivery, brand, signedIn } = useRoot();
  const dispatch = useDispatch();
  const count = useSelector(selectCartCount);
  const eta = deliveryCheckText(delivery ?? undefined);
  return (
    <header className="sticky top-0 z-10 border-b-4 border-brand-700 bg-surface-raised shadow-md">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
        <Link href="/" className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/logo.svg" alt="" width="32" height="32" />
          {brand ? (lang === 'ar' ? brand.name : brand.nameEn) : null}
        </Link>
        <Link
          href="/location"
          className="ms-auto rounded-full bg-brand-700 px-3 py-1 text-sm text-on-strong underline"
        >
          {eta ? t(eta.key, eta.values) : t('gate.needed')}
        </Link>
        <HeaderCart
          count={count}
          href="/checkout"
          onOpen={() => dispatch(overlayOpened({ kind: 'sidebar' }))}
        />
      </div>
      <nav className="mx-auto flex max-w-3xl gap-4 px-4 pb-2 text-sm text-brand-800 underline">
        <Link href="/search">{t('shop.search')}</Link>
        <Link href={signedIn ? '/my-orders' : '/auth/login'}>
          {t(signedIn ? 'shop.orders' : 'shop.signIn')}
        </Link>
        <a
          href={`?lang=${lang === 'ar' ? 'en' : 'ar'}`}
          lang={lang === 'ar' ? 'en' : 'ar'}
          className="ms-auto"
        >
          {t('shop.language')}
        </a>
      </nav>
    </header>
  );
}

function Document({ children }: { children: ReactNode }) {
  const lang = useSelector(selectLocale);
  const dispatch = useDispatch();
  useEffect(() => {
    saveLocale(lang);
    const saved = readSavedCustomer();
    if (saved.token) dispatch(customerStored(saved));
  }, [lang, dispatch]);
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <RR.Meta />
        <RR.Links />
      </head>
      <body className="min-h-screen bg-surface text-ink">
        <I18nextProvider i18n={i18nIn(lang)}>
          <LinkProvider component={AppLink}>
            {children}
            <CartSheet />
            <LazyToaster lang={lang} />
          </LinkProvider>
        </I18nextProvider>
        <RR.ScrollRestoration />
        <RR.Scripts />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = RR.useRouteLoaderData<typeof loader>('root');
  const [store] = useState(() => {
    const lang = data?.lang ?? 'en';
    provideNamespace(i18nIn(lang), 'delivery', deliveryTexts);
    const browser = typeof document !== 'undefined';
    const token = data?.signedIn ? (browser ? readSavedCustomer().token : 'signed-in') : '';
    const cartId = browser ? readSavedCartId() : '';
    const client = createApiClient(data?.api ?? { baseUrl: '/api/', publicKey: '' });
    return makeStore({
      lang,
      currency: 'SAR',
      region: null,
      token,
      cartId,
      cart: data?.cart ?? null,
      apiClient: client,
    });
  });
  return (
    <Provider store={store}>
      <Document>{children}</Document>
    </Provider>
  );
}

export default function App() {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-3xl p-4">
        <RR.Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = RR.isRouteErrorResponse(error) ? error.status : 500;
  return <h1 className="p-6 text-2xl font-bold">{status}</h1>;
}
