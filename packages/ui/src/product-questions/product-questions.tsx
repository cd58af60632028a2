import type { Locale } from '@shop/core/i18n';
import type { ProductQuestion, ProductQuestionPage } from '@shop/core/questions';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '#pagination/pagination.tsx';
import { formatDate } from '#review-list/format-date.ts';

/** Props of {@link WaitingQuestions}. */
export interface WaitingQuestionsProps {
  /** The signed-in shopper's own questions still waiting for an answer. */
  questions: readonly ProductQuestion[];
  /** The page's language (dates). */
  lang: Locale;
  /** Heading level of the list's title (default 3). */
  headingLevel?: 3 | 4;
}

/**
 * The signed-in shopper's questions on a product still waiting for an answer ("Your questions
 * waiting for an answer"): theirs alone, so an app loads and shows them in the browser. Nothing
 * when there are none.
 */
export function WaitingQuestions({ questions, lang, headingLevel = 3 }: WaitingQuestionsProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  if (questions.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-brand-600 p-4">
      <Heading id={id} className="font-semibold text-ink">
        {t('questions.waiting')}
      </Heading>
      <ul aria-labelledby={id} className="grid list-disc gap-1 ps-5">
        {questions.map((question) => (
          <li key={question.id} className="break-words text-ink">
            <span dir="auto">{question.question}</span>{' '}
            <time dateTime={question.createdAt} className="text-sm text-ink-muted">
              ({formatDate(question.createdAt, lang)})
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of {@link ProductQuestions}. */
export interface ProductQuestionsProps {
  /** A page of the product's answered questions. */
  questions: ProductQuestionPage;
  /** The page's language: dates and texts. */
  lang: Locale;
  /** The signed-in shopper's own questions still waiting for an answer (only they see them). */
  waiting?: readonly ProductQuestion[];
  /** The ask form, or the button that opens it (or leads a guest to sign in). */
  askForm?: ReactNode;
  /** Builds the address of another page of questions; without it no page links are shown. */
  hrefFor?: (page: number) => string;
  /** Heading level of the section's title (default 2); each question's is one below. */
  headingLevel?: 2 | 3;
  /** The section's id (an anchor for page links), default `questions`. */
  id?: string;
}

/**
 * A product's questions and answers (R1.19, R2.66): the answered questions, each with who asked
 * (first name), when, and staff's answer; the ask form (or its button); and, for the signed-in
 * shopper, their questions still waiting for an answer. Nothing unanswered from anyone else.
 *
 * @example
 * ```tsx
 * <ProductQuestions questions={page} lang="ar" waiting={mine} askForm={<AskQuestion />} />
 * ```
 */
export function ProductQuestions({
  questions,
  lang,
  waiting = [],
  askForm,
  hrefFor,
  headingLevel = 2,
  id = 'questions',
}: ProductQuestionsProps) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section id={id} aria-labelledby={titleId} className="grid content-start gap-4">
      <Heading id={titleId} className="text-xl font-semibold text-ink">
        {t('questions.title')}
      </Heading>
      {askForm ? <div>{askForm}</div> : null}
      <WaitingQuestions questions={waiting} lang={lang} headingLevel={headingLevel === 2 ? 3 : 4} />
      {questions.total === 0 ? (
        <p className="text-ink-muted">{t('questions.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {questions.items.map((question) => (
            <li key={question.id}>
              <article className="grid gap-2 rounded-lg border border-brand-100 bg-surface-raised p-4">
                <ItemHeading className="break-words font-semibold text-ink">
                  <span className="sr-only">{t('questions.question')}:</span>{' '}
                  <span dir="auto">{question.question}</span>
                </ItemHeading>
                <p className="text-sm text-ink-muted">
                  {t('questions.askedBy', { name: question.askerName })} ·{' '}
                  <time dateTime={question.createdAt}>{formatDate(question.createdAt, lang)}</time>
                </p>
                <p className="whitespace-pre-line break-words border-s-4 border-brand-600 ps-3 text-ink">
                  <span className="font-semibold">{t('questions.answer')}:</span>{' '}
                  <span dir="auto">{question.answer}</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {hrefFor ? (
        <Pagination
          page={questions.page}
          totalPages={questions.totalPages}
          lang={lang}
          hrefFor={hrefFor}
          label={t('questions.pagesLabel')}
        />
      ) : null}
    </section>
  );
}
