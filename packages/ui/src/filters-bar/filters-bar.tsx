import type { ElementType, ReactNode } from 'react';
import { primaryButtonClass } from '#form-fields/styles.ts';

/** Props of {@link FiltersBar}. */
export interface FiltersBarProps {
  /** The search landmark's name, e.g. "Filters". */
  label: string;
  /** The submit button's text, e.g. "Apply". */
  applyLabel: string;
  /** The fields: each named as its parameter in the address (`status`, `q` …). */
  children: ReactNode;
  /** After Apply: a link that clears every filter, say. */
  actions?: ReactNode;
  /**
   * The form element: a plain `form` (a GET to the same page), or the router's `Form`, which
   * changes the address without a reload (React Router's `<Form method="get">`).
   */
  as?: ElementType;
}

/**
 * A list's filters above it: a search landmark holding the fields and an Apply button, sent as
 * a GET so the address carries the filters (a link to a filtered list opens the same list).
 * Wraps on a phone; in Arabic the fields run from the right.
 *
 * @example
 * ```tsx
 * <FiltersBar as={Form} label="Filters" applyLabel="Apply">
 *   <SelectField name="status" label="Status" options={statuses} />
 * </FiltersBar>
 * ```
 */
export function FiltersBar({
  label,
  applyLabel,
  children,
  actions,
  as: Component = 'form',
}: FiltersBarProps) {
  return (
    <Component
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3"
    >
      {children}
      <button type="submit" className={primaryButtonClass}>
        {applyLabel}
      </button>
      {actions}
    </Component>
  );
}
