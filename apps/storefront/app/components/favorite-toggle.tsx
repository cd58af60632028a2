import {
  selectIsLoggedIn,
  useAddFavoriteMutation,
  useGetFavoritesQuery,
  useRemoveFavoriteMutation,
} from '@shop/core/customer';
import { FavoriteButton } from '@shop/ui/favorite-button';
import { useNavigate } from 'react-router';
import { useAppSelector } from '~/hooks';

/** Marks a product as a favourite (spec §1); a guest is sent to sign in first. */
export function FavoriteToggle({ productId, name }: { productId: number; name: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const { data: favorites } = useGetFavoritesQuery(undefined, { skip: !loggedIn });
  const [add, addState] = useAddFavoriteMutation();
  const [remove, removeState] = useRemoveFavoriteMutation();
  const pressed = favorites?.some((product) => product.id === productId) ?? false;
  return (
    <FavoriteButton
      pressed={pressed}
      name={name}
      disabled={addState.isLoading || removeState.isLoading}
      onToggle={(next) => {
        if (!loggedIn) void navigate('/auth/login');
        else if (next) void add(productId);
        else void remove(productId);
      }}
    />
  );
}
