import { Pagination } from '@shop/ui/pagination';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBackOfficeLanguage } from '~/lib/language';

/** Props of {@link ListScreen}. */
export interface ListScreenProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  /** "12 orders", once the page is there. */
  count?: string | undefined;
  /** The filters' form, above the list. */
  filters?: ReactNode;
  /** Said instead of the list when it could not be read (a 403 says which role may). */
  error?: ReactNode;
  /** The list: a table or cards, with their own loading and empty states. */
  children: ReactNode;
  /** The page's place among the pages, once it is there; the address keeps the filters. */
  pages?: { page: number; totalPages: number; label: string } | undefined;
}

/**
 * The frame every list of the back office shares: the document title, the heading with the
 * count, the filters, the list (or what stopped it) and the pages, whose links keep the
 * address's filters.
 */
export function ListScreen({ id, title, count, filters, error, children, pages }: ListScreenProps) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <title>{`${title} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={id} className="text-2xl font-bold">
          {title}
        </h1>
        {count ? (
          <p role="status" className="text-ink-muted">
            {count}
          </p>
        ) : null}
      </div>
      {filters}
      {error ? (
        <div role="alert" className="grid justify-items-start gap-2 font-semibold text-red-700">
          {error}
        </div>
      ) : (
        children
      )}
      {pages ? (
        <Pagination
          page={pages.page}
          totalPages={pages.totalPages}
          hrefFor={hrefFor}
          lang={lang}
          label={pages.label}
        />
      ) : null}
    </section>
  );
}

/** A list's empty state. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-surface-raised p-6 text-center">{children}</p>;
}
