import { localizedName } from '@shop/core/i18n-loader';
import { loadBrandCategory } from '@shop/core/one-brand';
import { data } from 'react-router';
import type { Route } from './+types/category';
import { brandId } from '~/config.server';
import { Products } from '~/products';
import { requestStore, useRoot } from '~/root';

/** A category's products (its first 48). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadBrandCategory(requestStore(context).dispatch, brandId, Number(params.id));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function Category({ loaderData: { category, products } }: Route.ComponentProps) {
  return <Products level={1} items={products} label={localizedName(category, useRoot().lang)} />;
}
