import type { ProductSummary } from '@shop/core/catalog';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductShelf } from '@shop/ui/product-shelf';
import { useRoot } from '~/root';

/** A titled shelf of the brand's products; one press adds one to the cart. */
export function Products(props: { items: ProductSummary[]; label: string; level?: 1 | 2 }) {
  const { lang, storeCurrency } = useRoot();
  const { add, adding } = useAddToCart();
  return (
    <ProductShelf
      {...props}
      lang={lang}
      storeCurrency={storeCurrency}
      adding={adding}
      onAddToCart={(product) => void add(product, { productId: product.id, quantity: 1 })}
    />
  );
}
