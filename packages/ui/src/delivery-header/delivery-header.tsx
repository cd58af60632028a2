import { deliveryCheckText, type DeliveryCheck } from '@shop/core/delivery-area';
import type { Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '#header/header.tsx';
import { HeaderCart } from '#header-cart/header-cart.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link DeliveryHeader}. */
export interface DeliveryHeaderProps {
  /** The page's language. */
  lang: Locale;
  /** Called with the other language when the switch is pressed (default: reload with `?lang=`). */
  onLanguageChange?: (next: Locale) => void;
  /** The brand's name in the page's language. */
  name?: string;
  /** The brand's logo (decorative: the name says it). */
  logo?: ReactNode;
  /** The API's answer for the place chosen at the location gate, or null before one is chosen. */
  delivery: DeliveryCheck | null;
  /** Whether the shopper is signed in: “My orders”, else “Sign in”. */
  signedIn: boolean;
  /** Items in the basket. */
  cartCount: number;
  /** Opens the cart sheet (a plain click on the cart link). */
  onCartOpen: () => void;
  /** Where the pages are (defaults: the quick shop front's). */
  hrefs?: Partial<Record<'location' | 'search' | 'orders' | 'signIn' | 'cart', string>>;
}

const defaultHrefs = {
  location: '/location',
  search: '/search',
  orders: '/my-orders',
  signIn: '/auth/login',
  cart: '/checkout',
};

/**
 * A quick-commerce shop front's banner (issue 18): the brand's name and logo, the delivery
 * estimate for the chosen place (“We deliver here in about 14 minutes”, or “Choose where we
 * deliver first”) as a link back to the location gate, the cart with its count, search, and the
 * shopper's orders or sign-in, in the page's language (namespace `delivery`).
 *
 * @example
 * ```tsx
 * <DeliveryHeader lang="en" name="Khaleej Fresh" logo={<img src="/logo.svg" alt="" />}
 *   delivery={{ served: true, etaMinutes: 14 }} signedIn cartCount={3} onCartOpen={openSheet} />
 * ```
 */
export function DeliveryHeader({
  lang,
  onLanguageChange = (next) => window.location.assign(`?lang=${next}`),
  name,
  logo,
  delivery,
  signedIn,
  cartCount,
  onCartOpen,
  hrefs: given,
}: DeliveryHeaderProps) {
  const { t } = useTranslation('delivery');
  const hrefs = { ...defaultHrefs, ...given };
  const eta = deliveryCheckText(delivery ?? undefined);
  const chip = 'rounded-full bg-brand-700 px-3 py-1 text-sm text-on-strong underline';
  return (
    <Header
      lang={lang}
      onLanguageChange={onLanguageChange}
      name={name}
      logo={logo}
      actions={
        <>
          <Link href={hrefs.location} className={chip}>
            {eta ? t(eta.key as never, eta.values) : t('gate.needed')}
          </Link>
          <HeaderCart count={cartCount} href={hrefs.cart} onOpen={onCartOpen} />
        </>
      }
      nav={
        <p className="flex gap-4 text-sm text-brand-800 underline">
          <Link href={hrefs.search}>{t('shop.search')}</Link>
          <Link href={signedIn ? hrefs.orders : hrefs.signIn}>
            {t(signedIn ? 'shop.orders' : 'shop.signIn')}
          </Link>
        </p>
      }
    />
  );
}
