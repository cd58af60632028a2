import type { ReactNode } from 'react';

/** Props of {@link ProductToggle}. */
export interface ProductToggleProps {
  /** Whether the product is in the list now. */
  pressed: boolean;
  /** Called with the new state when pressed (`!pressed`). */
  onToggle: (next: boolean) => void;
  /** The accessible name: what pressing does now ("Add to favourites: Dates"). */
  label: string;
  /** Disables the button (e.g. while the request runs). */
  disabled?: boolean;
  /** The decorative icon, drawn for the current state. */
  children: ReactNode;
}

/**
 * The round icon toggle of a product's lists (favourites, compare): `aria-pressed`, named by
 * what pressing does. Fits ProductCard's `favorite` slot. Internal: FavoriteButton and
 * CompareButton give it their names and icons.
 */
export function ProductToggle({
  pressed,
  onToggle,
  label,
  disabled,
  children,
}: ProductToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onToggle(!pressed)}
      className="grid size-10 place-items-center rounded-full bg-surface-raised/95 text-danger-700 shadow-sm ring-1 ring-brand-100 hover:bg-surface-raised hover:text-danger-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}
