import { loadBrandProduct } from '@shop/core/one-brand';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductPanel } from '@shop/ui/product-panel';
import { data } from 'react-router';
import type { Route } from './+types/product';
import { brandId } from '~/config.server';
import { requestStore, useRoot } from '~/root';

/** A product of the brand (another brand's is not sold here: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await loadBrandProduct(requestStore(context).dispatch, brandId, params.slug);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data?.product.nameEn },
  { name: 'description', content: data?.product.descriptionEn.slice(0, 160) },
];

export default function Product({ loaderData: { product } }: Route.ComponentProps) {
  const { lang, storeCurrency } = useRoot();
  const { add, adding } = useAddToCart();
  return (
    <ProductPanel
      product={product}
      lang={lang}
      storeCurrency={storeCurrency}
      adding={adding === product.id}
      onAddToCart={(p) => void add(p, { productId: p.id, quantity: 1 })}
    />
  );
}
