// Class names shared by the form fields and the account forms (Tailwind logical utilities only).

/** Label above a control. */
export const labelClass = 'text-sm font-semibold text-ink';

/**
 * Text-like controls without their width: 44 px tall, field border with 3:1 contrast, red border
 * when invalid. `[readonly]`, not `:read-only`, which also matches every select.
 */
export const controlBaseClass =
  'min-h-11 min-w-0 rounded-md border border-line bg-surface-raised px-3 text-base text-ink placeholder:text-ink-muted focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-brand-50 [&[readonly]]:bg-brand-50';

/** Text-like controls, full width. */
export const controlClass = `${controlBaseClass} w-full`;

/** Native selects: room for the arrow at the inline end. */
export const selectClass = `${controlClass} pe-8`;

/** The error under a field. */
export const errorClass = 'flex items-start gap-1 text-sm font-medium text-danger-700';

/** The help text under a field. */
export const hintClass = 'text-sm text-ink-muted';

/** The main action of a form. */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 text-base font-semibold text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink-muted';

/** A secondary action (Cancel, Resend). */
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-surface-raised px-4 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted';

/** A destructive action (Delete). */
export const dangerButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-danger-700 px-4 text-sm font-semibold text-on-strong hover:bg-danger-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700';

/** An inline text link or link-looking button. */
export const textLinkClass =
  'rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
