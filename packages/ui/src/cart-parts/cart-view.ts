import type { Cart, CartLine } from '@shop/core/cart-state';
import type { ProductSummary } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import type { CartNotice } from '#cart-parts/cart-notice.tsx';
import type { MoneyDisplay } from '#cart-parts/money.ts';

/** What the views of the whole basket (the sidebar, the Cart screen) take alike. */
export interface CartViewProps extends MoneyDisplay {
  /** The cart as the API answered it; null before the first answer. */
  cart: Cart | null;
  /** The page's language. */
  lang: Locale;
  /** Where checkout starts. */
  checkoutHref: string;
  /** Where "Continue shopping" leads. */
  shopHref: string;
  /** Where a line's name leads (the product page). */
  productHref: (product: ProductSummary) => string;
  /** Called with a line and its new quantity. */
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /** Called with a line to remove. */
  onRemove: (line: CartLine) => void;
  /** Lines whose change is under way. */
  busyLineIds?: readonly number[];
  /** The last change or refusal, shown and announced politely ("Cart updated."). */
  notice?: CartNotice | null;
  /** The cart is being fetched (shown while `cart` is null). */
  loading?: boolean;
  /** Opens the "Pay in 4" pop-up; given, the summary shows the promo. */
  onPayInFourOpen?: () => void;
}
