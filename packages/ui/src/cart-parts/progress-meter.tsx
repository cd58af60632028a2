/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /** What the bar measures ("Progress to free shipping"). */
  label: string;
  /** How far along, in the unit of `max` (clamped to 0…max). */
  value: number;
  /** The goal. */
  max: number;
  /** The value in words, read instead of a percentage ("SAR 45.00 of SAR 100.00"). */
  valueText: string;
  /** The id of the sentence that explains the bar (its accessible description). */
  describedBy?: string;
}

/**
 * A labelled progress bar (`role="progressbar"`) toward an amount, filled from the inline start
 * (so from the right in Arabic). Internal: the cart summary's minimum order and free shipping.
 */
export function ProgressMeter({ label, value, max, valueText, describedBy }: ProgressMeterProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
      className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
