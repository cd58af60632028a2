import type { ReactNode } from 'react';

/** The tones a status can take; each pairs a tinted background with dark text of its hue. */
export type StatusTone =
  'neutral' | 'info' | 'progress' | 'brand' | 'success' | 'warning' | 'danger';

/**
 * Each tone: a tinted background with dark text of the same hue (at least 4.5:1) and a dot; the
 * label says the status, so colour is never the only cue.
 */
const tones: Record<StatusTone, { badge: string; dot: string }> = {
  neutral: { badge: 'bg-slate-100 text-slate-800 border-slate-300', dot: 'bg-slate-500' },
  info: { badge: 'bg-sky-50 text-sky-900 border-sky-200', dot: 'bg-sky-600' },
  progress: { badge: 'bg-indigo-50 text-indigo-900 border-indigo-200', dot: 'bg-indigo-600' },
  brand: { badge: 'bg-brand-50 text-brand-800 border-brand-100', dot: 'bg-brand-600' },
  success: { badge: 'bg-green-50 text-green-900 border-green-200', dot: 'bg-green-700' },
  warning: { badge: 'bg-amber-50 text-amber-900 border-amber-200', dot: 'bg-amber-600' },
  danger: { badge: 'bg-red-50 text-red-800 border-red-200', dot: 'bg-red-700' },
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The status's colour family (the meaning is in the label, never the colour alone). */
  tone: StatusTone;
  /** The status, already translated ("Draft", "Published", "Approved" …). */
  children: ReactNode;
  /** Extra classes (placement). */
  className?: string;
}

/**
 * A status as a translated label in a tinted pill with a dot: any list's status column (posts,
 * refunds, applications), and the order status badge.
 *
 * @example
 * ```tsx
 * <StatusBadge tone={post.publishedAt ? 'success' : 'neutral'}>{t('content.draft')}</StatusBadge>
 * ```
 */
export function StatusBadge({ tone, children, className = '' }: StatusBadgeProps) {
  const colours = tones[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${colours.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${colours.dot}`} />
      {children}
    </span>
  );
}

/** Every tone, in the order a legend or a story shows them. */
export const statusTones: readonly StatusTone[] = Object.keys(tones) as StatusTone[];
