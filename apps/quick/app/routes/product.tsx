import { loadBrandProduct } from '@shop/core/one-brand';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductPanel } from '@shop/ui/product-panel';
import { localizedName } from '@shop/core/i18n-loader';
import { productJsonLd, Seo } from '@shop/ui/seo';
import { data, useLocation } from 'react-router';
import type { Route } from './+types/product';
import { brandId } from '~/config.server';
import { requestStore, useRoot } from '~/root';

/** A product of the brand (another brand's is not sold here: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await loadBrandProduct(requestStore(context).dispatch, brandId, params.slug);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

/** The page's head tags come from Seo below, in the shopper's language (not the root's title). */
export const meta: Route.MetaFunction = () => [];

export default function Product({ loaderData: { product } }: Route.ComponentProps) {
  const { lang, storeCurrency, origin, brand } = useRoot();
  const { add, adding } = useAddToCart();
  const { pathname, search } = useLocation();
  const name = `${localizedName(product, lang)} · ${brand ? localizedName(brand, lang) : 'Quick'}`;
  return (
    <>
      <Seo
        title={name}
        description={(lang === 'ar' ? product.description : product.descriptionEn).slice(0, 160)}
        lang={lang}
        origin={origin}
        pathname={pathname}
        search={search}
        jsonLd={productJsonLd(product, { lang, origin })}
      />
      <ProductPanel
        product={product}
        lang={lang}
        storeCurrency={storeCurrency}
        adding={adding === product.id}
        onAddToCart={(p) => void add(p, { productId: p.id, quantity: 1 })}
      />
    </>
  );
}
