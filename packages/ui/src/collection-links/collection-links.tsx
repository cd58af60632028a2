import { Link } from '#link/link-context.tsx';

export interface CollectionLinkItem {
  href: string;
  title: string;
  description: string;
}

export interface CollectionLinksProps {
  items: readonly CollectionLinkItem[];
  /** The list's accessible name. */
  label: string;
  /** The level of each collection's title (2 on the collections page, 3 under a section). */
  headingLevel?: 2 | 3;
}

/**
 * The published collections as a grid of linked cards: each title links to its collection
 * page, with its short description below (issue 16: the home page and `/collections`).
 */
export function CollectionLinks({ items, label, headingLevel = 3 }: CollectionLinksProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.href}
          className="relative flex h-full flex-col gap-2 rounded-lg border border-brand-200 bg-surface-raised p-4 hover:border-brand-400"
        >
          <Heading className="text-lg font-semibold">
            <Link
              href={item.href}
              className="text-brand-800 after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {item.title}
            </Link>
          </Heading>
          <p className="text-sm text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
