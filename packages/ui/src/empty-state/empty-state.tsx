import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketIcon, BellIcon, SearchIcon, StarIcon } from '#icons/icons.tsx';

/** The empty states the spec names (§8): search, product list, notifications, reviews. */
export const emptyStateVariants = [
  'noSearchResults',
  'noProducts',
  'noNotifications',
  'noReviews',
] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Which empty state: picks the icon and the default title and text. */
  variant: EmptyStateVariant;
  /** For `noSearchResults`: the query, quoted in the title ("No results for “milk”"). */
  query?: string;
  /** Replaces the default title (already translated). */
  title?: string;
  /** Replaces the default text (already translated). */
  text?: string;
  /** A follow-up, e.g. a link back to the shop or a "Write a review" button. */
  action?: ReactNode;
  /** Heading level of the title in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

const icons = {
  noSearchResults: SearchIcon,
  noProducts: BasketIcon,
  noNotifications: BellIcon,
  noReviews: StarIcon,
} satisfies Record<EmptyStateVariant, unknown>;

/**
 * What a list shows when it has nothing: an icon, a title, a short explanation and an optional
 * action, centred. Default wording comes from the `catalog` namespace (`emptyState.<variant>`).
 *
 * @example
 * ```tsx
 * <EmptyState variant="noSearchResults" query={q} action={<Link href="/ar">…</Link>} />
 * ```
 */
export function EmptyState({
  variant,
  query,
  title,
  text,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const { t } = useTranslation('catalog');
  const Icon = icons[variant];
  const Heading = `h${headingLevel}` as const;
  const defaultTitle =
    variant === 'noSearchResults' && query
      ? t('emptyState.noSearchResults.titleForQuery', { query })
      : t(`emptyState.${variant}.title`);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-8" />
      </span>
      <Heading className="text-xl font-semibold text-ink">{title ?? defaultTitle}</Heading>
      <p className="text-ink-muted">{text ?? t(`emptyState.${variant}.text`)}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
