import type { Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';

/** One dated entry of a {@link Timeline}. */
export interface TimelineEntry {
  /** Stable key of the entry. */
  key: string | number;
  /** When it happened (ISO 8601): shown in the shop's time zone, in a `<time datetime>`. */
  at: string;
  /** What happened, already translated ("Delivered", "Approved"). */
  label: ReactNode;
  /** Who did it, already translated ("by staff"), after the date. */
  actor?: ReactNode;
  /** A note under it (a reason, a comment): the author's own words, line breaks kept. */
  note?: ReactNode;
}

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The entries, oldest first. */
  entries: readonly TimelineEntry[];
  /** The page's language (dates). */
  lang: Locale;
  /**
   * Which entry is where things stand now (`aria-current="step"`, a filled dot): the last by
   * default, `null` for none (a history that has no "now").
   */
  currentIndex?: number | null;
  /** Said after the current entry's label ("Current status"), already translated. */
  currentLabel?: string;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** The list's name when no heading names it. */
  label?: string;
}

/**
 * A timeline: an ordered list of dated entries, oldest first, each with its label, date and
 * time (`<time datetime>`), and optionally who did it and a note; the current entry is the step
 * (`aria-current="step"`, a filled dot, `currentLabel`), the earlier ones are past. The line and
 * dots run along the inline start, so they mirror in Arabic.
 *
 * @example
 * ```tsx
 * <Timeline entries={events.map((e, i) => ({ key: i, at: e.at, label: t(`status.${e.status}`) }))}
 *   lang={lang} currentLabel={t('timeline.current')} labelledBy="history-title" />
 * ```
 */
export function Timeline({
  entries,
  lang,
  currentIndex = entries.length - 1,
  currentLabel,
  labelledBy,
  label,
}: TimelineProps) {
  return (
    <ol
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className="ms-2 grid border-s-2 border-line text-start"
    >
      {entries.map((entry, index) => {
        const current = index === currentIndex;
        return (
          <li
            key={entry.key}
            aria-current={current ? 'step' : undefined}
            className="relative grid gap-0.5 pb-4 ps-5 last:pb-0"
          >
            <span
              aria-hidden="true"
              className={`absolute -start-[7px] top-1.5 size-3 rounded-full border-2 ${
                current ? 'border-brand-700 bg-brand-700' : 'border-brand-700 bg-surface'
              }`}
            />
            <span className={current ? 'font-semibold text-ink' : 'text-ink'}>
              {entry.label}
              {current && currentLabel ? (
                <>
                  {' '}
                  <span className="ms-1 text-sm font-normal text-ink-muted">· {currentLabel}</span>
                </>
              ) : null}
            </span>{' '}
            <span className="text-sm text-ink-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
              {entry.actor ? <> · {entry.actor}</> : null}
            </span>
            {entry.note ? (
              <p className="text-sm whitespace-pre-line text-ink">{entry.note}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
