import type { Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { ChevronIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown now, from 1. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. */
  totalPages: number;
  /** Builds the address of a page, e.g. `(p) => `?page=${p}``; keeps the other query parameters. */
  hrefFor: (page: number) => string;
  /** The page's language (number format). */
  lang: Locale;
  /** Page numbers shown on each side of the current one before "…" (default 1). */
  siblings?: number;
  /** The navigation's name, when a page has more than one (default "Pages"). */
  label?: string;
}

/** Page numbers to show: first, last, the current with its siblings, and gaps as `null`. */
export function pageWindow(page: number, totalPages: number, siblings = 1): (number | null)[] {
  const pages = new Set([1, totalPages]);
  for (let p = page - siblings; p <= page + siblings; p += 1)
    if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    // A gap of exactly one page shows that page instead of "…".
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

const item =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold';
const link = `${item} text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`;

/**
 * Page navigation: "Previous" and "Next" (their chevrons mirror in Arabic) and page links through
 * {@link Link}; the current page is marked `aria-current="page"`, gaps are "…". Links are real
 * addresses, so it works without JavaScript.
 *
 * @example
 * ```tsx
 * <Pagination page={2} totalPages={12} lang="ar" hrefFor={(p) => `/ar/product/all?page=${p}`} />
 * ```
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  lang,
  siblings = 1,
  label,
}: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);

  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev" className={link}>
              <ChevronIcon direction="start" className="size-4" />
              {t('pagination.previous')}
            </Link>
          ) : (
            <span aria-hidden="true" className={`${item} text-ink-muted`}>
              <ChevronIcon direction="start" className="size-4" />
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(current, totalPages, siblings).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${item} text-ink-muted`}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <Link
                  href={hrefFor(p)}
                  aria-current="page"
                  aria-label={t('pagination.page', { page: formatNumber(p, lang) })}
                  className={`${item} bg-brand-700 text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
                >
                  {formatNumber(p, lang)}
                </Link>
              ) : (
                <Link
                  href={hrefFor(p)}
                  aria-label={t('pagination.page', { page: formatNumber(p, lang) })}
                  className={link}
                >
                  {formatNumber(p, lang)}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link href={hrefFor(current + 1)} rel="next" className={link}>
              {t('pagination.next')}
              <ChevronIcon className="size-4" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${item} text-ink-muted`}>
              {t('pagination.next')}
              <ChevronIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
