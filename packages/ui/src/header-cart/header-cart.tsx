import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link HeaderCart}. */
export interface HeaderCartProps {
  /** Units in the cart (`selectCartCount`): the badge and the name ("Cart, 3 items"). */
  count: number;
  /** The Cart screen: where the link goes before hydration, in a new tab, or without `onOpen`. */
  href: string;
  /** Opens the cart sidebar instead of following the link (a plain click only). */
  onOpen?: () => void;
}

/**
 * The header's cart: a link to the Cart screen with the cart icon, "Cart" (icon only on a phone)
 * and a count badge, named "Cart, 3 items" (Arabic plurals). A plain click opens the sidebar
 * through `onOpen`; a click with a modifier key (new tab) or before hydration follows the link.
 * For the header's `actions` slot.
 *
 * @example
 * ```tsx
 * <Header actions={<HeaderCart count={count} href="/ar/cart" onOpen={openSidebar} />} … />
 * ```
 */
export function HeaderCart({ count, href, onOpen }: HeaderCartProps) {
  const { t } = useTranslation('cart');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Link
      href={href}
      onClick={open}
      aria-haspopup={onOpen ? 'dialog' : undefined}
      className="relative inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true" className="relative">
        <BasketIcon className="size-6 shrink-0" />
        {count > 0 ? (
          <span className="absolute -end-2 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-on-strong tabular-nums">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true" className="max-sm:hidden">
        {t('header.text')}
      </span>
      {/* The name ("Cart, 3 items"); the visible word and badge say the same. */}
      <span className="sr-only">{t('header.label', { count })}</span>
    </Link>
  );
}
