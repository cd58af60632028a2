import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUESTION_MAX,
  questionFormSchema,
  type QuestionFormValues,
} from '@shop/core/question-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { secondaryButtonClass } from '#form-fields/styles.ts';
import { TextArea } from '#form-fields/text-field.tsx';

/** Props of {@link QuestionForm}. */
export interface QuestionFormProps {
  /** Called with `{ question }` (trimmed) once valid. */
  onSubmit: (values: QuestionFormValues) => void;
  /** Called by "Cancel"; without it there is no Cancel button. */
  onCancel?: () => void;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (too many questions waiting, too many asked …). */
  serverErrors?: readonly ServerError[];
  /** Take focus when shown (after the shopper pressed "Ask a question"). */
  autoFocus?: boolean;
}

/**
 * The ask form of a product's questions (R1.19): "Your question", validated with
 * `questionFormSchema` ("This Field Cannot Be Empty", R5.27). Once sent, the app replaces it
 * with its thanks (the question shows among the shopper's waiting ones).
 *
 * @example
 * ```tsx
 * <QuestionForm busy={isLoading} serverErrors={errors} onSubmit={({ question }) => ask({ productId, question })} />
 * ```
 */
export function QuestionForm({
  onSubmit,
  onCancel,
  busy = false,
  serverErrors,
  autoFocus = false,
}: QuestionFormProps) {
  const { t } = useTranslation('feedback');
  const form = useForm({
    resolver: zodResolver(questionFormSchema),
    defaultValues: { question: '' },
  });
  const { register, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      aria-label={t('questions.ask')}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          if (!busy) onSubmit(values);
        })(event)
      }
      className="grid gap-3"
    >
      <FormAlert messages={alerts} />
      <TextArea
        label={t('questions.label')}
        error={message('question')}
        required
        rows={3}
        maxLength={QUESTION_MAX}
        // Shown on the shopper's own press of "Ask a question": focus follows it.
        autoFocus={autoFocus}
        {...register('question')}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {t('questions.cancel')}
          </button>
        ) : null}
        <SubmitButton busy={busy}>{t('questions.submit')}</SubmitButton>
      </div>
    </form>
  );
}
