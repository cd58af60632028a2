import type { ProductSummary } from '@shop/core/catalog';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductCard } from '@shop/ui/product-card';
import { useRoot } from '~/root';

/** A titled shelf of the packages' product cards, two columns on a phone; one press adds. */
export function Products({
  items,
  label,
  level = 2,
}: {
  items: ProductSummary[];
  label: string;
  level?: 1 | 2;
}) {
  const { lang, storeCurrency } = useRoot();
  const { add, adding } = useAddToCart();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section>
      <Heading className="mb-3 text-xl font-bold">{label}</Heading>
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
              headingLevel={level === 1 ? 2 : 3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
