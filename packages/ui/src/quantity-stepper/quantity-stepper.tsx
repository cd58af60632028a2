import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon, SpinnerIcon, TrashIcon } from '#icons/icons.tsx';
import { toLatinDigits } from '#form-fields/digits.ts';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The quantity now. */
  value: number;
  /** Called with the new quantity: a whole number from `min` to `max`, never the same one. */
  onChange: (quantity: number) => void;
  /** The product's name, for the labels ("Quantity of Fresh milk", "Increase the quantity of …"). */
  name: string;
  /** The most allowed (a cart line's `maxQuantity`); + stops there and says so. */
  max: number;
  /** The fewest allowed (default 1); − stops there unless `onRemove` is given. */
  min?: number;
  /** When given, − at `min` becomes "Remove" (a bin), and typing 0 removes too. */
  onRemove?: () => void;
  /** A change is under way: the buttons refuse presses (keeping focus) and the group is busy. */
  busy?: boolean;
}

const buttonClass =
  'grid size-10 shrink-0 place-items-center rounded-md text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:opacity-60 aria-disabled:hover:bg-transparent';

/**
 * − / quantity / + in a labelled group. The field takes typed numbers (Arabic-Indic digits too),
 * committed on Enter or leaving it; ↑/↓ step. + is disabled at `max` (`aria-disabled`, so focus
 * stays) and a polite status says "the maximum quantity is N" there. At `min`, − removes the
 * line when `onRemove` is given, else it is disabled. While `busy`, presses are ignored.
 *
 * @example
 * ```tsx
 * <QuantityStepper
 *   name="Fresh milk"
 *   value={line.quantity}
 *   max={line.maxQuantity}
 *   onChange={(quantity) => updateLine({ lineId: line.id, quantity })}
 *   onRemove={() => removeLine(line.id)}
 * />
 * ```
 */
export function QuantityStepper({
  value,
  onChange,
  name,
  max,
  min = 1,
  onRemove,
  busy = false,
}: QuantityStepperProps) {
  const { t } = useTranslation(['cart', 'errors']);
  const inputId = useId();
  const statusId = useId();
  // What the shopper is typing, until committed; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const atMax = value >= max;
  const atMin = value <= min;
  const canRemove = atMin && onRemove !== undefined;

  const change = (next: number) => {
    if (busy) return;
    if (next < min) {
      if (onRemove && next <= 0) onRemove();
      return;
    }
    const bounded = Math.min(next, Math.max(max, min));
    if (bounded !== value) onChange(bounded);
  };

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const digits = toLatinDigits(draft).trim();
    if (!/^\d{1,6}$/.test(digits)) return;
    const typed = Number(digits);
    change(typed < min && !(onRemove && typed === 0) ? min : typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      // Undo the typing; the dialog around stays open.
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      if (event.key === 'ArrowUp' && !atMax) change(value + 1);
      if (event.key === 'ArrowDown' && !atMin) change(value - 1);
    }
  };

  return (
    <div className="inline-flex flex-col items-start">
      <div
        role="group"
        aria-label={t('stepper.group', { name })}
        aria-busy={busy || undefined}
        className="inline-flex items-center gap-1 rounded-lg border border-line bg-surface-raised p-0.5"
      >
        <button
          type="button"
          aria-label={canRemove ? t('stepper.remove', { name }) : t('stepper.decrease', { name })}
          aria-disabled={busy || (atMin && !canRemove) || undefined}
          onClick={() => (canRemove ? change(0) : !atMin && change(value - 1))}
          className={buttonClass}
        >
          {canRemove ? <TrashIcon className="size-5" /> : <MinusIcon className="size-5" />}
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('stepper.input')}
        </label>
        <span className="relative">
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value}
            aria-describedby={atMax ? statusId : undefined}
            autoComplete="off"
            maxLength={6}
            dir="ltr"
            value={draft ?? String(value)}
            readOnly={busy}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className="h-10 w-12 rounded-md border-0 bg-transparent text-center text-base font-semibold text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 read-only:opacity-60"
          />
          {busy ? (
            <span className="pointer-events-none absolute inset-0 grid place-items-center text-brand-700">
              <SpinnerIcon className="size-5" />
              <span className="sr-only">{t('stepper.busy')}</span>
            </span>
          ) : null}
        </span>
        <button
          type="button"
          aria-label={t('stepper.increase', { name })}
          aria-disabled={busy || atMax || undefined}
          aria-describedby={atMax ? statusId : undefined}
          onClick={() => !atMax && change(value + 1)}
          className={buttonClass}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      {/* Always in the page, so the text is announced when it appears. */}
      <p id={statusId} role="status" className="mt-1 text-sm text-ink-muted empty:mt-0">
        {atMax && max > 0 ? t('errors:api.cart_max_quantity', { limit: max }) : ''}
      </p>
    </div>
  );
}
