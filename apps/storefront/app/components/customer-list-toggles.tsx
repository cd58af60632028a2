import '~/lib/store-api';
import {
  useAddCompareMutation,
  useAddFavoriteMutation,
  useGetCompareQuery,
  useGetFavoriteIdsQuery,
  useRemoveCompareMutation,
  useRemoveFavoriteMutation,
} from '@shop/core/customer';
import { CompareButton } from '@shop/ui/compare-button';
import { FavoriteButton } from '@shop/ui/favorite-button';
import type { ListToggleProps } from '~/components/favorite-toggle';

type Mutation = (productId: number) => unknown;

/**
 * The state of one of the customer's product lists for a product, and a toggle that adds or
 * removes it; a refusal (e.g. a full compare list) goes to the event store, which toasts it.
 */
function useListToggle(
  ids: readonly number[] | undefined,
  { productId, add, remove }: { productId: number; add: Mutation; remove: Mutation },
) {
  return {
    pressed: ids?.includes(productId) ?? false,
    onToggle: (next: boolean) => void (next ? add(productId) : remove(productId)),
  };
}

function CustomerFavoriteToggle({ productId, name }: ListToggleProps) {
  // The ids alone: the list itself is paged.
  const { data } = useGetFavoriteIdsQuery();
  const [add, addState] = useAddFavoriteMutation();
  const [remove, removeState] = useRemoveFavoriteMutation();
  const toggle = useListToggle(data, { productId, add, remove });
  return (
    <FavoriteButton
      {...toggle}
      name={name}
      disabled={addState.isLoading || removeState.isLoading}
    />
  );
}

function CustomerCompareToggle({ productId, name }: ListToggleProps) {
  const { data } = useGetCompareQuery();
  const [add, addState] = useAddCompareMutation();
  const [remove, removeState] = useRemoveCompareMutation();
  const toggle = useListToggle(
    data?.map((product) => product.id),
    { productId, add, remove },
  );
  return (
    <CompareButton {...toggle} name={name} disabled={addState.isLoading || removeState.isLoading} />
  );
}

/**
 * A signed-in customer's favourite and/or compare toggles, loaded on demand (see
 * favorite-toggle.tsx): RTK Query comes with this module only (and the toasts with a refusal).
 */
export default function CustomerListToggles({
  lists,
  ...props
}: ListToggleProps & { lists: readonly ('favorite' | 'compare')[] }) {
  return (
    <>
      {lists.includes('favorite') ? <CustomerFavoriteToggle {...props} /> : null}
      {lists.includes('compare') ? <CustomerCompareToggle {...props} /> : null}
    </>
  );
}
