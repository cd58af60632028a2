import { selectIsLoggedIn } from '@shop/core/customer-state';
import { CompareButton } from '@shop/ui/compare-button';
import { FavoriteButton } from '@shop/ui/favorite-button';
import { useNavigate } from 'react-router';
import { useAppSelector } from '~/hooks';
import { onDemand } from '@shop/ui/on-demand';

export interface ListToggleProps {
  productId: number;
  /** The product's name in the page's language (part of the button's accessible name). */
  name: string;
}

// Split off so that RTK Query (the favourites and compare calls) and the toasts load for a
// signed-in customer alone: a guest's buttons call no API, they lead to sign-in.
const CustomerListToggles = onDemand(() => import('~/components/customer-list-toggles'));

type List = 'favorite' | 'compare';

function ListToggles({ lists, ...props }: ListToggleProps & { lists: readonly List[] }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  // A guest's buttons lead to sign-in; a customer's, until their code has loaded (and on the
  // server), are shown but not yet usable.
  const placeholder = (disabled: boolean) => {
    const shared = {
      pressed: false,
      name: props.name,
      disabled,
      onToggle: () => void navigate('/auth/login'),
    };
    return (
      <>
        {lists.includes('favorite') ? <FavoriteButton {...shared} /> : null}
        {lists.includes('compare') ? <CompareButton {...shared} /> : null}
      </>
    );
  };
  if (!loggedIn) return placeholder(false);
  return <CustomerListToggles {...props} lists={lists} fallback={placeholder(true)} />;
}

/**
 * The product page's toggles beside its title, in a row: favourite, and compare (spec R1.06),
 * wired as on the cards; a guest is sent to sign in first.
 */
export function ProductPageToggles(props: ListToggleProps) {
  return (
    <div className="flex shrink-0 items-start gap-2">
      <ListToggles {...props} lists={['favorite', 'compare']} />
    </div>
  );
}

/** Both toggles (favourite, and compare: spec §1, at most four), stacked in ProductCard's slot. */
export function ProductListToggles(props: ListToggleProps) {
  return (
    <div className="flex flex-col gap-2">
      <ListToggles {...props} lists={['favorite', 'compare']} />
    </div>
  );
}
