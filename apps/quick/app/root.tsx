import { createApiClient } from '@shop/core/api-client';
import { cartApi } from '@shop/core/cart';
import { overlayOpened, readSavedCartId, selectCart, selectCartCount } from '@shop/core/cart-state';
import { catalogApi } from '@shop/core/catalog';
import { selectIsLoggedIn } from '@shop/core/customer-state';
import * as area from '@shop/core/delivery-area';
import { localizedName, provideNamespace } from '@shop/core/i18n-loader';
import { deliveryTexts } from '@shop/core/i18n-delivery';
import { selectLocale } from '@shop/core/locale';
import { makeShopStore, type StoreSetup } from '@shop/core/shop-store';
import { createGuestCartMerge } from '@shop/ui/cart-flows';
import { HeaderCart } from '@shop/ui/header-cart';
import { i18nIn } from '@shop/ui/i18n-instance';
import { Header } from '@shop/ui/header';
import { Link } from '@shop/ui/link';
import { onDemand } from '@shop/ui/on-demand';
import * as shop from '@shop/ui/shop-root';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import * as RR from 'react-router';
import type { Route } from './+types/root';
import stylesheet from '~/app.css?url';
import { apiClient, brandId, publicKey } from '~/config.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' },
];

const makeStore = (setup: StoreSetup) => {
  provideNamespace(i18nIn(setup.lang), 'delivery', deliveryTexts);
  return makeShopStore(setup, { middleware: [createGuestCartMerge().middleware] });
};
export const { requestStore } = shop;
export const middleware: Route.MiddlewareFunction[] = [
  shop.guardMiddleware,
  shop.translationsMiddleware,
  shop.storeMiddleware((request) => makeStore(shop.requestSetup(request, apiClient()))),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const store = requestStore(context);
  const { customer, cart } = store.getState();
  const place = area.deliveryPlaceOfRequest(request);
  const once = { subscribe: false } as const;
  const [currencies, brand, check] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getCurrencies.initiate(undefined, once)),
    store.dispatch(catalogApi.endpoints.getBrand.initiate(brandId, once)),
    place &&
      store.dispatch(
        area.deliveryAreaApi.endpoints.checkDelivery.initiate(
          area.deliveryCheckOf(brandId, place),
          once,
        ),
      ),
    (customer.token || cart.cartId) &&
      store.dispatch(cartApi.endpoints.getCart.initiate(undefined, once)),
  ]);
  const state = store.getState();
  const fallback = { code: 'SAR', minorUnits: 2, rate: 1 };
  return {
    lang: selectLocale(state),
    signedIn: selectIsLoggedIn(state),
    cart: selectCart(state),
    storeCurrency: currencies.data?.find((c) => c.isStoreCurrency) ?? fallback,
    brand: brand.data ?? null,
    delivery: (place && check && check.data) || null,
    api: { baseUrl: '/api/', publicKey },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: (data?.lang === 'ar' ? data.brand?.name : data?.brand?.nameEn) ?? 'Quick' },
];

export const useRoot = () => RR.useRouteLoaderData<typeof loader>('root')!;
const CartSheet = onDemand(() => import('~/cart-sheet'));

function QuickHeader() {
  const { t } = useTranslation('delivery');
  const { lang, delivery, brand, signedIn } = useRoot();
  const dispatch = useDispatch();
  const eta = area.deliveryCheckText(delivery ?? undefined);
  const chip = 'rounded-full bg-brand-700 px-3 py-1 text-sm text-on-strong underline';
  return (
    <Header
      lang={lang}
      onLanguageChange={(next) => window.location.assign(`?lang=${next}`)}
      name={brand ? localizedName(brand, lang) : undefined}
      logo={<img src="/logo.svg" alt="" width="32" height="32" />}
      actions={
        <>
          <Link href="/location" className={chip}>
            {eta ? t(eta.key, eta.values) : t('gate.needed')}
          </Link>
          <HeaderCart
            count={useSelector(selectCartCount)}
            href="/checkout"
            onOpen={() => dispatch(overlayOpened({ kind: 'sidebar' }))}
          />
        </>
      }
      nav={
        <p className="flex gap-4 text-sm text-brand-800 underline">
          <Link href="/search">{t('shop.search')}</Link>
          <Link href={signedIn ? '/my-orders' : '/auth/login'}>
            {t(signedIn ? 'shop.orders' : 'shop.signIn')}
          </Link>
        </p>
      }
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = RR.useRouteLoaderData<typeof loader>('root');
  const [store] = useState(() =>
    makeStore({
      lang: data?.lang ?? 'en',
      currency: 'SAR',
      region: null,
      token: shop.firstRenderToken(data?.signedIn ?? false),
      cartId: typeof document === 'undefined' ? '' : readSavedCartId(),
      cart: data?.cart ?? null,
      apiClient: createApiClient(data?.api ?? { baseUrl: '/api/', publicKey: '' }),
    }),
  );
  return (
    <Provider store={store}>
      <shop.ShopDocument themeColor="#5b21b6">
        {children}
        <CartSheet />
      </shop.ShopDocument>
    </Provider>
  );
}

export default function App() {
  return (
    <>
      <QuickHeader />
      <main id="main" className="mx-auto max-w-3xl p-4">
        <RR.Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <h1 className="p-6 text-2xl font-bold">
      {RR.isRouteErrorResponse(error) ? error.status : 500}
    </h1>
  );
}
