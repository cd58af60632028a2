import {
  ANSWER_MAX,
  selectBackOfficeSession,
  useAnswerQuestionMutation,
  useGetStaffQuestionsQuery,
  useRejectQuestionMutation,
  type StaffQuestion,
} from '@shop/core/staff';
import { dangerButtonClass, primaryButtonClass, TextArea } from '@shop/ui/form-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { ModerationCard } from '~/components/moderation-card';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { pageOf } from '~/lib/list-params';
import { mayRejectQuestions } from '~/lib/roles';

const QUESTIONS_PAGE_SIZE = 20;

/** Product questions waiting for an answer, oldest first, each with its age. */
export default function Questions() {
  const { t } = useTranslation('backoffice');
  const [params] = useSearchParams();
  const session = useSelector(selectBackOfficeSession);
  const { data, error } = useGetStaffQuestionsQuery({
    page: pageOf(params),
    pageSize: QUESTIONS_PAGE_SIZE,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <ListScreen
      id="questions-title"
      title={t('moderation.questions.title')}
      count={data ? t('moderation.questions.count', { count: data.total }) : undefined}
      error={
        error &&
        t(errorStatus(error) === 403 ? 'moderation.questions.notAllowed' : 'moderation.failed')
      }
      pages={data && { ...data, label: t('moderation.questions.pagination') }}
    >
      <OutcomeMessage outcome={outcome} />
      {!data ? (
        <p role="status" className="text-ink-muted">
          {t('moderation.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyList>{t('moderation.questions.empty')}</EmptyList>
      ) : (
        <ul className="grid gap-3">
          {data.items.map((question) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                mayReject={session ? mayRejectQuestions(session) : false}
                onOutcome={setOutcome}
              />
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

function QuestionCard({
  question,
  mayReject,
  onOutcome,
}: {
  question: StaffQuestion;
  mayReject: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>();
  const [publish, publishing] = useAnswerQuestionMutation();
  const [reject, rejecting] = useRejectQuestionMutation();
  const busy = publishing.isLoading || rejecting.isLoading;
  const headingId = `question-${question.id}`;

  const settle = (result: { data?: unknown; error?: unknown }, done: string) =>
    onOutcome(
      result.data !== undefined
        ? { text: done, failed: false }
        : {
            text:
              errorStatus(result.error) === 409
                ? t('moderation.conflict')
                : t('moderation.actionFailed'),
            failed: true,
          },
    );
  const send = async () => {
    onOutcome(null);
    if (!answer.trim()) {
      setAnswerError(t('moderation.questions.answerRequired'));
      return;
    }
    setAnswerError(undefined);
    settle(
      await publish({ id: question.id, answer: answer.trim() }),
      t('moderation.questions.answered'),
    );
  };

  return (
    <ModerationCard
      headingId={headingId}
      product={{ name: question.productName, nameEn: question.productNameEn }}
      meta={<span>{t('moderation.questions.by', { name: question.askerName })}</span>}
      text={question.question}
      createdAt={question.createdAt}
    >
      <TextArea
        label={t('moderation.questions.answer')}
        value={answer}
        maxLength={ANSWER_MAX}
        rows={3}
        error={answerError}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void send()}
          className={primaryButtonClass}
          aria-describedby={headingId}
        >
          {t('moderation.questions.publish')}
        </button>
        {mayReject ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void reject(question.id).then((result) =>
                settle(result, t('moderation.questions.rejected')),
              )
            }
            className={dangerButtonClass}
            aria-describedby={headingId}
          >
            {t('moderation.questions.reject')}
          </button>
        ) : null}
      </div>
    </ModerationCard>
  );
}
