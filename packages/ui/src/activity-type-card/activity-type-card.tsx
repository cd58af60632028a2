import { Link } from '#link/link-context.tsx';
import { ActivityTypeIcon } from '#activity-type-card/activity-type-icon.tsx';

/** Props of {@link ActivityTypeCard}. */
export interface ActivityTypeCardProps {
  /** The activity type's name in the page's language (`name` in Arabic, `nameEn` in English). */
  name: string;
  /** Icon name from the API (`basket`, `bread`, `pill`, `meat`, `leaf`, `flower`; others show a shop). */
  icon: string;
  /** Where the card leads (the activity type's regions); without it the card is not a link. */
  href?: string;
}

/**
 * A card for one kind of shop (supermarket, bakery, pharmacy …): icon and name, optionally a link.
 *
 * @example
 * ```tsx
 * <ActivityTypeCard name={localizedName(type, lang)} icon={type.icon} href={`/region/${type.id}`} />
 * ```
 */
export function ActivityTypeCard({ name, icon, href }: ActivityTypeCardProps) {
  const body = (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ActivityTypeIcon name={icon} className="size-6" />
      </span>
      <span className="text-start text-lg font-medium text-ink">{name}</span>
    </>
  );
  const frame =
    'flex min-h-20 items-center gap-3 rounded-lg border border-brand-200 bg-surface-raised p-4 shadow-sm';
  return href ? (
    <Link
      href={href}
      className={`${frame} hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
