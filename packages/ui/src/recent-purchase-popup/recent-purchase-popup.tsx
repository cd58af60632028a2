import type { RecentPurchase } from '@shop/core/settings';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/** Where the shopper's "Don't show these" is remembered (this browser). */
export const RECENT_PURCHASE_OFF_KEY = 'shop.recentPurchasePopup.off';

/** Props of {@link RecentPurchasePopup}. */
export interface RecentPurchasePopupProps {
  /** Real recent purchases (GET RecentPurchase), newest first; empty: nothing shows. */
  items: readonly RecentPurchase[];
  /** The language of the names shown. */
  lang: 'ar' | 'en';
  /** The product page of an item. */
  productHref: (item: RecentPurchase) => string;
  /** Time before the first item shows (default 15 s). */
  firstDelayMs?: number;
  /** Time between two items (default 45 s: a calm interval, never a stream). */
  intervalMs?: number;
  /** How long an item stays (default 8 s). */
  visibleMs?: number;
}

function isTurnedOff(): boolean {
  try {
    return window.localStorage.getItem(RECENT_PURCHASE_OFF_KEY) === '1';
  } catch {
    return false;
  }
}

/** Components told when this browser turns the popup off (this tab, or another: `storage`). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function turnOffForGood(): void {
  try {
    window.localStorage.setItem(RECENT_PURCHASE_OFF_KEY, '1');
  } catch {
    // Private mode without storage: nothing is remembered.
  }
  for (const listener of listeners) listener();
}

/**
 * The recently-purchased popup (R2.89): now and then, a small card in the bottom corner names a
 * product someone bought, their city and how long ago (never who). A polite live region, so a
 * screen reader hears it without losing its place; it never takes focus. Dismissible (×), and
 * "Don't show these" turns it off in this browser (localStorage). It slides in only when the
 * shopper's system allows motion (`motion-safe`).
 */
export function RecentPurchasePopup({
  items,
  lang,
  productHref,
  firstDelayMs = 15_000,
  intervalMs = 45_000,
  visibleMs = 8_000,
}: RecentPurchasePopupProps) {
  const { t } = useTranslation('content');
  // Off on the server (it never knows what this browser chose), read from the browser after.
  const off = useSyncExternalStore(subscribe, isTurnedOff, () => true);
  const [dismissedForPage, setDismissedForPage] = useState(false);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (off || dismissedForPage || items.length === 0) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let every: ReturnType<typeof setInterval> | undefined;
    let next = 0;
    const show = () => {
      setIndex(next % items.length);
      next += 1;
      setShown(true);
      hide = setTimeout(() => setShown(false), visibleMs);
    };
    const first = setTimeout(() => {
      show();
      every = setInterval(show, intervalMs);
    }, firstDelayMs);
    return () => {
      clearTimeout(first);
      clearTimeout(hide);
      clearInterval(every);
    };
  }, [off, dismissedForPage, items, firstDelayMs, intervalMs, visibleMs]);

  const item = shown && !off && !dismissedForPage ? items[index] : undefined;
  const ago = (minutes: number) =>
    minutes < 1
      ? t('recentPurchase.justNow')
      : minutes < 60
        ? t('recentPurchase.minutesAgo', { count: minutes })
        : t('recentPurchase.hoursAgo', { count: Math.floor(minutes / 60) });

  const turnOff = () => {
    turnOffForGood();
    // Without storage the choice still holds on this page.
    setDismissedForPage(true);
  };

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed start-4 bottom-20 z-40 max-w-xs sm:bottom-4"
    >
      {item && (
        <section
          aria-label={t('recentPurchase.label')}
          className="pointer-events-auto flex gap-3 rounded-lg border border-brand-100 bg-surface-raised p-3 shadow-lg motion-safe:transition-all motion-safe:duration-300 motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0"
        >
          {item.productImage && (
            <img
              src={item.productImage}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded object-cover"
            />
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="text-ink-muted">
              {t('recentPurchase.bought', {
                city: lang === 'ar' ? item.cityName : item.cityNameEn,
              })}
            </p>
            <Link
              href={productHref(item)}
              className="block truncate font-semibold text-ink underline-offset-2 hover:underline"
            >
              {lang === 'ar' ? item.productName : item.productNameEn}
            </Link>
            <p className="text-xs text-ink-muted">{ago(item.minutesAgo)}</p>
            <button
              type="button"
              onClick={turnOff}
              className="mt-1 text-xs text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('recentPurchase.turnOff')}
            </button>
          </div>
          <button
            type="button"
            onClick={() => setShown(false)}
            aria-label={t('recentPurchase.close')}
            className="self-start rounded p-1 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon aria-hidden="true" className="size-4" />
          </button>
        </section>
      )}
    </div>
  );
}
