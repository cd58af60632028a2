import { selectLocale } from '@shop/core/locale';
import { selectRegion } from '@shop/core/region';
import type { RecentPurchase, RecentPurchaseList } from '@shop/core/settings';
import { onDemand } from '@shop/ui/on-demand';
import type { RecentPurchasePopupProps } from '@shop/ui/recent-purchase-popup';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useRouteLoaderData } from 'react-router';
import { useAppSelector } from '~/hooks';
import type { loader as rootLoader } from '~/root';

/** The popup's code loads only when there is something to show (never with the first load). */
const RecentPurchasePopup = onDemand<RecentPurchasePopupProps>(() =>
  import('@shop/ui/recent-purchase-popup').then(({ RecentPurchasePopup: Popup }) => ({
    default: Popup,
  })),
);

/**
 * Pages where the popup never shows (R2.89): checkout, the account and its lists, the basket,
 * the placed order; the sign-in pages have a layout without it.
 */
const NO_POPUP =
  /^\/(checkout|account|cart|my-orders|my-favorite|compare|order-success|auth)(\/|$)|\/checkout(\/|$)/;

/**
 * The recently-purchased popup on the shop's public pages (home, brand, product, offers …): the
 * brand's recent orders on a brand page, else the shopper's city's (their region), fetched in
 * the browser after the page is interactive, so no page waits for it. The API answers nothing
 * when staff turned it off, or when too few orders are recent.
 */
export function RecentPurchases() {
  const { pathname } = useLocation();
  const params = useParams();
  const region = useAppSelector(selectRegion);
  const lang = useAppSelector(selectLocale);
  const api = useRouteLoaderData<typeof rootLoader>('root')?.api;
  const [items, setItems] = useState<RecentPurchase[]>([]);
  const hidden = NO_POPUP.test(pathname);
  const brandId = /\/brand\/\d+$/.test(pathname) ? params.id : undefined;
  const cityId = params.cityId ?? region?.cityId;
  const query = brandId ? `brandId=${brandId}` : cityId ? `cityId=${cityId}` : undefined;

  useEffect(() => {
    if (hidden || !query || !api) return;
    const controller = new AbortController();
    fetch(`${api.baseUrl}RecentPurchase?${query}&limit=10`, {
      headers: { 'x-public-key': api.publicKey },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<RecentPurchaseList>) : null))
      .then((list) => setItems(list?.items ?? []))
      .catch(() => setItems([]));
    return () => controller.abort();
  }, [hidden, query, api]);

  if (hidden || items.length === 0) return null;
  return (
    <RecentPurchasePopup
      items={items}
      lang={lang}
      productHref={(item) => `/product/${item.productSlug}`}
    />
  );
}
