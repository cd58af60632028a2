import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** Display text in the page's language. */
  label: string;
  /** Address of the step; the last item (the current page) needs none. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail from the home page to the current page, which is the last item. */
  items: BreadcrumbItem[];
}

/**
 * The path to the current page: a labelled `nav` with an ordered list; earlier steps are links,
 * the last is the current page (`aria-current="page"`). Separators are decorative chevrons that
 * point to the inline end, so they point left in Arabic.
 *
 * @example
 * ```tsx
 * <Breadcrumbs items={[{ label: 'Home', href: '/en' }, { label: 'Dairy', href: '/en/c/dairy' }, { label: 'Fresh milk' }]} />
 * ```
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-1">
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-semibold text-ink' : 'text-ink-muted'}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="rounded-sm text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronIcon className="size-4 shrink-0 text-ink-muted" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
