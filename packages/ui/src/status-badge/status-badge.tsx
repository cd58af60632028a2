import type { ReactNode } from 'react';

/** The tones a status can take; each pairs a tinted background with dark text of its hue. */
export type StatusTone =
  'neutral' | 'info' | 'progress' | 'brand' | 'success' | 'warning' | 'danger';

/**
 * Each tone: a tinted background with dark text of the same hue (at least 4.5:1) and a dot; the
 * label says the status, so colour is never the only cue.
 */
const tones: Record<StatusTone, { badge: string; dot: string }> = {
  neutral: { badge: 'bg-neutral-100 text-neutral-800 border-neutral-300', dot: 'bg-neutral-500' },
  info: { badge: 'bg-info-50 text-info-900 border-info-200', dot: 'bg-info-600' },
  progress: {
    badge: 'bg-highlight-50 text-highlight-900 border-highlight-200',
    dot: 'bg-highlight-600',
  },
  brand: { badge: 'bg-brand-50 text-brand-800 border-brand-100', dot: 'bg-brand-600' },
  success: { badge: 'bg-success-50 text-success-900 border-success-200', dot: 'bg-success-700' },
  warning: { badge: 'bg-warning-50 text-warning-900 border-warning-200', dot: 'bg-warning-600' },
  danger: { badge: 'bg-danger-50 text-danger-800 border-danger-200', dot: 'bg-danger-700' },
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
