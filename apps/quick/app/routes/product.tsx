import { localizedName } from '@shop/core/i18n-loader';
import { loadBrandProduct } from '@shop/core/one-brand';
import { useAddToCart } from '@shop/ui/cart-flows';
import { Price } from '@shop/ui/price';
import { ProductDetails } from '@shop/ui/product-details';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('delivery');
  const { lang, storeCurrency } = useRoot();
  const { add, adding } = useAddToCart();
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
        disabled={adding === product.id}
        onClick={() => void add(product, { productId: product.id, quantity: 1 })}
        className="rounded-md bg-brand-700 p-3 text-lg font-semibold text-on-strong"
      >
        {t('shop.addToCart')}
      </button>
      <p>{lang === 'ar' ? product.description : product.descriptionEn}</p>
      <ProductDetails product={product} lang={lang} />
    </article>
  );
}
