import { useTranslation } from 'react-i18next';
import { HeartIcon } from '#icons/icons.tsx';
import { ProductToggle } from '#product-toggle/product-toggle.tsx';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  /** Whether the product is in the favourites (wishlist) now. */
  pressed: boolean;
  /** Called with the new state when pressed (`!pressed`). */
  onToggle: (next: boolean) => void;
  /** The product's name, added to the accessible name so each card's button is distinct. */
  name?: string;
  /** Disables the button (e.g. while the request runs). */
  disabled?: boolean;
}

/**
 * A favourite (wishlist) toggle: a round button with a heart, filled while pressed
 * (`aria-pressed`), named "Add to favourites" / "Remove from favourites" (with the product's name
 * when given). Fits ProductCard's `favorite` slot. Controlled: the app flips `pressed`.
 *
 * @example
 * ```tsx
 * <ProductCard
 *   product={product}
 *   favorite={
 *     <FavoriteButton
 *       name={localizedName(product, lang)}
 *       pressed={favorites.has(product.id)}
 *       onToggle={(next) => (next ? addFavorite(product.id) : removeFavorite(product.id))}
 *     />
 *   }
 *   …
 * />
 * ```
 */
export function FavoriteButton({ pressed, onToggle, name, disabled }: FavoriteButtonProps) {
  const { t } = useTranslation('account');
  const label = name
    ? t(pressed ? 'favorite.removeNamed' : 'favorite.addNamed', { name })
    : t(pressed ? 'favorite.remove' : 'favorite.add');
  return (
    <ProductToggle pressed={pressed} onToggle={onToggle} label={label} disabled={disabled}>
      <HeartIcon filled={pressed} className="size-5" />
    </ProductToggle>
  );
}
