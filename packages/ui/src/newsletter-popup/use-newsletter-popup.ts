import { NEWSLETTER_POPUP_STORAGE_KEY } from '@shop/core/newsletter';
import { useCallback, useEffect, useState } from 'react';

/**
 * Pages the popup never covers: checkout (also under a region), the account, sign-in pages, the
 * shopper's orders, order success, the cart, and the newsletter's own pages.
 */
const quietPaths = [
  /(^|\/)checkout(\/|$)/,
  /^\/account(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/my-orders(\/|$)/,
  /^\/order-success(\/|$)/,
  /^\/cart(\/|$)/,
  /^\/newsletter(\/|$)/,
];

/** Whether the newsletter popup may show on `pathname` (public pages only). */
export function popupAllowedOn(pathname: string): boolean {
  return !quietPaths.some((path) => path.test(pathname));
}

/** What the browser remembers: the popup was dismissed, or the shopper subscribed. */
export type PopupMemory = 'dismissed' | 'subscribed';

function remembered(): PopupMemory | null {
  try {
    const value = window.localStorage.getItem(NEWSLETTER_POPUP_STORAGE_KEY);
    return value === 'dismissed' || value === 'subscribed' ? value : null;
  } catch {
    // Storage blocked: behave as remembered, so the popup never nags on every page.
    return 'dismissed';
  }
}

function remember(value: PopupMemory): void {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_STORAGE_KEY, value);
  } catch {
    // Storage blocked: nothing to keep.
  }
}

/**
 * When the newsletter popup shows: once per browser, `delayMs` after a public page opened
 * ({@link popupAllowedOn}), never again once dismissed or once the shopper subscribed (kept in
 * localStorage, also when they signed up from the footer: call `subscribed`).
 */
export function useNewsletterPopup(pathname: string, delayMs: number) {
  const [open, setOpen] = useState(false);
  const allowed = popupAllowedOn(pathname);

  useEffect(() => {
    if (!allowed || remembered() !== null) return undefined;
    const timer = window.setTimeout(() => {
      if (remembered() === null) setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [allowed, delayMs]);

  const dismiss = useCallback(() => {
    if (remembered() !== 'subscribed') remember('dismissed');
    setOpen(false);
  }, []);
  const subscribed = useCallback(() => remember('subscribed'), []);
  // Moving on to a page it never covers (checkout …) hides it.
  return { open: open && allowed, dismiss, subscribed };
}
