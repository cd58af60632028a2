import type { ProductSummary } from '@shop/core/catalog';
import { selectLocale } from '@shop/core/locale';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductCard } from '@shop/ui/product-card';
import { useSelector } from 'react-redux';
import { useRoot } from '~/root';

/** Two columns of the packages' product cards, each adding to the cart in one press. */
export function Products({
  items,
  label,
  level = 3,
}: {
  items: ProductSummary[];
  label: string;
  level?: 2 | 3;
}) {
  const lang = useSelector(selectLocale);
  const { storeCurrency } = useRoot();
  const { add, adding } = useAddToCart();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            lang={lang}
            href={`/product/${product.slug}`}
            storeCurrency={storeCurrency}
            adding={adding === product.id}
            onAddToCart={(p) => void add(p, { productId: p.id, quantity: 1 })}
            eager={index < 4}
            headingLevel={level}
          />
        </li>
      ))}
    </ul>
  );
}
