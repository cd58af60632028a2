import { localizedName } from '@shop/core/i18n-loader';
import { formatAge, formatDateTime } from '@shop/ui/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackOfficeLanguage } from '~/lib/language';

/**
 * One item of a moderation queue (a review, a question): the product's name as its heading, who
 * wrote it and how long it has waited, the text, then the screen's own fields and actions (whose
 * buttons name the item through `aria-describedby={headingId}`).
 */
export function ModerationCard({
  headingId,
  product,
  meta,
  text,
  createdAt,
  children,
}: {
  headingId: string;
  product: { name: string; nameEn: string };
  /** What goes before the age: the author, the rating. */
  meta: ReactNode;
  text: string;
  createdAt: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id={headingId} className="font-semibold">
        {localizedName(product, lang)}
      </h2>
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        {meta}
        <time dateTime={createdAt} title={formatDateTime(createdAt, lang)}>
          {t('moderation.waiting', { age: formatAge(createdAt, lang) })}
        </time>
      </div>
      <p className="whitespace-pre-line">{text}</p>
      {children}
    </article>
  );
}
