import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { data } from 'react-router';
import type { Route } from './+types/category';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore, useRoot } from '~/root';

/** A category's products (its first 48). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { dispatch } = requestStore(context);
  const once = { subscribe: false } as const;
  const [categories, products] = await Promise.all([
    dispatch(catalogApi.endpoints.getCategories.initiate({ brandId }, once)),
    dispatch(
      catalogApi.endpoints.getProducts.initiate(
        { brandId, categoryId: Number(params.id), pageSize: 48 },
        once,
      ),
    ),
  ]);
  const category = categories.data?.find((c) => c.id === Number(params.id));
  if (!category || !products.data) throw data(null, { status: 404 });
  return { category, products: products.data.items };
}

export default function Category({ loaderData: { category, products } }: Route.ComponentProps) {
  return <Products level={1} items={products} label={localizedName(category, useRoot().lang)} />;
}
