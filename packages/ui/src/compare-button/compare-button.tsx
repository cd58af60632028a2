import { useTranslation } from 'react-i18next';
import { ScaleIcon } from '#icons/icons.tsx';
import { ProductToggle } from '#product-toggle/product-toggle.tsx';

/** Props of {@link CompareButton}. */
export interface CompareButtonProps {
  /** Whether the product is in the compare list now. */
  pressed: boolean;
  /** Called with the new state when pressed (`!pressed`). */
  onToggle: (next: boolean) => void;
  /** The product's name, added to the accessible name so each card's button is distinct. */
  name?: string;
  /** Disables the button (e.g. while the request runs). */
  disabled?: boolean;
}

/**
 * A compare toggle: a round button with scales, filled while pressed (`aria-pressed`), named
 * "Add to compare" / "Remove from compare" (with the product's name when given). Sits beside
 * FavoriteButton in ProductCard's `favorite` slot. Controlled: the app flips `pressed`.
 *
 * @example
 * ```tsx
 * <CompareButton
 *   name={localizedName(product, lang)}
 *   pressed={compared.has(product.id)}
 *   onToggle={(next) => (next ? addCompare(product.id) : removeCompare(product.id))}
 * />
 * ```
 */
export function CompareButton({ pressed, onToggle, name, disabled }: CompareButtonProps) {
  const { t } = useTranslation('account');
  const label = name
    ? t(pressed ? 'compare.removeLabel' : 'compare.addNamed', { name })
    : t(pressed ? 'compare.removeFromList' : 'compare.add');
  return (
    <ProductToggle pressed={pressed} onToggle={onToggle} label={label} disabled={disabled}>
      <ScaleIcon fill={pressed ? 'currentColor' : 'none'} className="size-5" />
    </ProductToggle>
  );
}
