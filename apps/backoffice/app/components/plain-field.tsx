import { useId, type ComponentPropsWithoutRef } from 'react';

const controlClass =
  'min-h-11 min-w-0 rounded-md border border-line bg-surface-raised px-3 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-invalid:border-red-700';

/**
 * A labelled native input of a type the shared fields do not offer (date, time,
 * datetime-local): the platform's picker, left to right in Arabic as dates are written.
 */
export function PlainField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & Omit<
  ComponentPropsWithoutRef<'input'>,
  'className' | 'id'
>) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        {...input}
        id={id}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The shop's clock (Riyadh, UTC+3 all year): what staff type times in. */
const STORE_OFFSET = '+03:00';

/** "2026-03-14T09:00" in the shop's time of an instant (a datetime-local input's value). */
export function storeLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
}

/** The instant of a datetime-local value typed in the shop's time, or null when empty/bad. */
export function instantOfStoreLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}:00${STORE_OFFSET}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
