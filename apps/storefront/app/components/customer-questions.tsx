import '~/lib/store-api';
import { selectLocale } from '@shop/core/locale';
import { useAskQuestionMutation, useGetMyQuestionsQuery } from '@shop/core/questions';
import { WaitingQuestions } from '@shop/ui/product-questions';
import type { QuestionFormProps } from '@shop/ui/question-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackButtonClass, type ProductFeedbackProps } from '~/components/product-feedback';
import { useAppSelector } from '~/hooks';
import { feedbackErrors } from '~/lib/feedback-errors';
import { onDemand } from '@shop/ui/on-demand';

// The ask form's code (react-hook-form, zod) comes with the shopper's first press.
const QuestionForm = onDemand<QuestionFormProps>(() =>
  import('@shop/ui/question-form').then(({ QuestionForm }) => ({ default: QuestionForm })),
);

/**
 * A signed-in shopper's part of a product's questions, loaded on demand: "Ask a question" and its
 * form, the thanks once sent, and their questions still waiting for an answer (only they see them).
 */
export default function CustomerQuestions({ productId }: ProductFeedbackProps) {
  const { t } = useTranslation(['feedback', 'errors']);
  const lang = useAppSelector(selectLocale);
  const { data } = useGetMyQuestionsQuery({ productId, pageSize: 20 });
  const [ask, asking] = useAskQuestionMutation();
  const [open, setOpen] = useState(false);

  return (
    <div className="grid gap-3">
      {asking.isSuccess ? (
        <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold text-ink">
          {t('questions.sent')}
        </p>
      ) : null}
      {open ? (
        <QuestionForm
          autoFocus
          busy={asking.isLoading}
          serverErrors={asking.error ? feedbackErrors(t, asking.error) : undefined}
          onCancel={() => setOpen(false)}
          onSubmit={({ question }) =>
            void ask({ productId, question }).then((result) => {
              if (!('error' in result)) setOpen(false);
            })
          }
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            asking.reset();
            setOpen(true);
          }}
          className={feedbackButtonClass}
        >
          {t('questions.ask')}
        </button>
      )}
      <WaitingQuestions questions={data?.items ?? []} lang={lang} />
    </div>
  );
}
