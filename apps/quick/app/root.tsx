import { overlayOpened, selectCartCount } from '@shop/core/cart-state';
import { deliveryPlaceOfRequest } from '@shop/core/delivery-area';
import { localizedName, provideNamespace } from '@shop/core/i18n-loader';
import { deliveryTexts } from '@shop/core/i18n-delivery';
import { loadBrandRoot } from '@shop/core/one-brand';
import { makeShopStore, type StoreSetup } from '@shop/core/shop-store';
import { useServiceWorker } from '@shop/ui/app-shell';
import { createGuestCartMerge } from '@shop/ui/cart-flows';
import { DeliveryHeader } from '@shop/ui/delivery-header';
import { i18nIn } from '@shop/ui/i18n-instance';
import { onDemand } from '@shop/ui/on-demand';
import * as shop from '@shop/ui/shop-root';
import { type ReactNode, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import * as RR from 'react-router';
import type { Route } from './+types/root';
import stylesheet from '~/app.css?url';
import { apiClient, brandId, origin, publicKey } from '~/config.server';

/** The installed app's look (app.css's surface and brand colours) and icon. */
export const look = { backgroundColor: '#faf7ff', themeColor: '#5b21b6', icon: '/logo.svg' };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: look.icon, type: 'image/svg+xml' },
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
  const root = await loadBrandRoot(requestStore(context), brandId, deliveryPlaceOfRequest(request));
  return { ...root, origin, api: { baseUrl: '/api/', publicKey } };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: (data?.lang === 'ar' ? data.brand?.name : data?.brand?.nameEn) ?? 'Quick' },
];

export const useRoot = () => RR.useRouteLoaderData<typeof loader>('root')!;
const CartSheet = onDemand(() => import('~/cart-sheet'));

function QuickHeader() {
  const { lang, delivery, brand, signedIn } = useRoot();
  const dispatch = useDispatch();
  return (
    <DeliveryHeader
      lang={lang}
      name={brand ? localizedName(brand, lang) : undefined}
      logo={<img src={look.icon} alt="" width="32" height="32" />}
      delivery={delivery}
      signedIn={signedIn}
      cartCount={useSelector(selectCartCount)}
      onCartOpen={() => dispatch(overlayOpened({ kind: 'sidebar' }))}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = RR.useRouteLoaderData<typeof loader>('root');
  const [store] = useState(() => makeStore(shop.browserStoreSetup(data)));
  useServiceWorker();
  return (
    <Provider store={store}>
      <shop.ShopDocument themeColor={look.themeColor}>
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
