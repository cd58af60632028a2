import type { ProductDetail } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { useTranslation } from 'react-i18next';
import { Price } from '#price/price.tsx';
import { ProductDetails } from '#product-details/product-details.tsx';

/** Props of {@link ProductPanel}. */
export interface ProductPanelProps {
  /** The product as `GET Product/{slug}` answers it. */
  product: ProductDetail;
  /** The page's language. */
  lang: Locale;
  /** The store's currency (prices are in its minor units). */
  storeCurrency: CurrencyInfo;
  /** Its add is under way: the button is disabled. */
  adding?: boolean;
  /** “Add to cart”. */
  onAddToCart: (product: ProductDetail) => void;
}

/**
 * A quick shop front's product page body, built for a phone: the first picture, the name as the
 * page's `h1`, the price (with the former one struck), one “Add to cart” button, the description
 * and the product's details, in the page's language (namespace `delivery`).
 *
 * @example
 * ```tsx
 * const { add, adding } = useAddToCart();
 * <ProductPanel product={product} lang="en" storeCurrency={sar} adding={adding === product.id}
 *   onAddToCart={(p) => void add(p, { productId: p.id, quantity: 1 })} />
 * ```
 */
export function ProductPanel({
  product,
  lang,
  storeCurrency,
  adding = false,
  onAddToCart,
}: ProductPanelProps) {
  const { t } = useTranslation('delivery');
  const name = localizedName(product, lang);
  return (
    <article className="flex flex-col gap-4">
      <img
        src={product.images[0]}
        alt={name}
        width="480"
        height="480"
        className="mx-auto aspect-square w-full max-w-sm rounded-xl bg-surface-raised object-contain"
      />
      <h1 className="text-2xl font-bold">{name}</h1>
      <Price
        amount={product.price}
        compareAt={product.compareAtPrice}
        lang={lang}
        storeCurrency={storeCurrency}
      />
      <button
        type="button"
        disabled={adding}
        onClick={() => onAddToCart(product)}
        className="rounded-md bg-brand-700 p-3 text-lg font-semibold text-on-strong"
      >
        {t('shop.addToCart')}
      </button>
      <p>{lang === 'ar' ? product.description : product.descriptionEn}</p>
      <ProductDetails product={product} lang={lang} />
    </article>
  );
}
