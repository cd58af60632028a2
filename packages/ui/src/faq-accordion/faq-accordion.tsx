import { matchesQuery } from '@shop/core/content';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '#form-fields/styles.ts';
import { Prose } from '#prose/prose.tsx';

/** One question with its answer, in the page's language. */
export interface FaqAccordionItem {
  id: number;
  question: string;
  /** Sanitised HTML from the API. */
  answerHtml: string;
}

/** A topic with its questions, in the page's language. */
export interface FaqAccordionTopic {
  id: number;
  /** The anchor of the topic's section (`#orders`). */
  slug: string;
  name: string;
  faqs: readonly FaqAccordionItem[];
}

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  /** The topics in order, each with its questions in order. */
  topics: readonly FaqAccordionTopic[];
  /** Level of each topic's heading (questions are one level below). Default 2. */
  headingLevel?: 2 | 3;
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The FAQs (R2.49): a search box that filters the questions as the shopper types (case,
 * diacritics and Arabic alef/hamza/taa-marbuta variants folded), then each topic with its
 * questions as an accordion: every question is a button (`aria-expanded`, `aria-controls`)
 * that shows or hides its answer; Enter and Space toggle it, as buttons do.
 *
 * @example
 * ```tsx
 * <FaqAccordion topics={[{ id: 1, slug: 'orders', name: 'Orders', faqs: [{ id: 1, question: 'How do I track my order?', answerHtml: '<p>Open My Orders.</p>' }] }]} />
 * ```
 */
export function FaqAccordion({ topics, headingLevel = 2 }: FaqAccordionProps) {
  const { t } = useTranslation('content');
  const ids = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const shown = useMemo(
    () =>
      topics
        .map((topic) => ({
          ...topic,
          faqs: topic.faqs.filter((faq) =>
            matchesQuery(`${faq.question} ${textOf(faq.answerHtml)}`, query),
          ),
        }))
        .filter((topic) => topic.faqs.length > 0),
    [topics, query],
  );
  const matches = shown.reduce((sum, topic) => sum + topic.faqs.length, 0);
  const searching = query.trim() !== '';

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const TopicHeading = `h${headingLevel}` as const;
  const QuestionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <div className="flex flex-col gap-6">
      <div role="search" className="flex max-w-xl flex-col gap-1">
        <label htmlFor={`${ids}-search`} className={labelClass}>
          {t('faqs.searchLabel')}
        </label>
        <input
          id={`${ids}-search`}
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={t('faqs.searchPlaceholder')}
          aria-describedby={`${ids}-status`}
          onChange={(event) => setQuery(event.target.value)}
          className={controlClass}
        />
        <p id={`${ids}-status`} role="status" className="min-h-5 text-sm text-ink-muted">
          {searching && matches > 0 ? t('faqs.matches', { count: matches }) : null}
        </p>
      </div>
      {topics.length === 0 ? <p>{t('faqs.empty')}</p> : null}
      {searching && matches === 0 ? (
        <p className="rounded-lg border border-brand-200 bg-surface-raised p-4">
          {t('faqs.noMatches', { query: query.trim() })}
        </p>
      ) : null}
      {shown.map((topic) => (
        <section
          key={topic.id}
          id={topic.slug}
          aria-labelledby={`${ids}-topic-${topic.id}`}
          className="scroll-mt-24"
        >
          <TopicHeading id={`${ids}-topic-${topic.id}`} className="mb-3 text-2xl font-bold">
            {topic.name}
          </TopicHeading>
          <ul className="divide-y divide-brand-100 rounded-lg border border-brand-200 bg-surface-raised">
            {topic.faqs.map((faq) => {
              const expanded = open.has(faq.id);
              const panelId = `${ids}-answer-${faq.id}`;
              return (
                <li key={faq.id}>
                  <QuestionHeading className="text-base font-semibold">
                    <button
                      type="button"
                      id={`${ids}-question-${faq.id}`}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(faq.id)}
                      className="flex w-full items-center justify-between gap-4 rounded-lg px-4 py-3 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <span>{faq.question}</span>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                      >
                        <path
                          d="M5 7.5l5 5 5-5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                  </QuestionHeading>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={`${ids}-question-${faq.id}`}
                    hidden={!expanded}
                    className="px-4 pb-4"
                  >
                    <Prose html={faq.answerHtml} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
