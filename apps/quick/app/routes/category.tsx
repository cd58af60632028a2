import { catalogApi } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { data } from 'react-router';
import type { Route } from './+types/category';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore, useRoot } from '~/root';

/** A category's products (first 48). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { dispatch } = requestStore(context);
  const categoryId = Number(params.id);
  const once = { subscribe: false } as const;
  const [categories, products] = await Promise.all([
    dispatch(catalogApi.endpoints.getCategories.initiate({ brandId }, once)),
    dispatch(
      catalogApi.endpoints.getProducts.initiate({ brandId, categoryId, pageSize: 48 }, once),
    ),
  ]);
  const category = categories.data?.find((c) => c.id === categoryId);
  if (!category || !products.data) throw data(null, { status: 404 });
  return { category, products: products.data.items };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data?.category.nameEn },
];

export default function Category({ loaderData: { category, products } }: Route.ComponentProps) {
  const name = localizedName(category, useRoot().lang);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{name}</h1>
      <Products level={2} items={products} label={name} />
    </>
  );
}
