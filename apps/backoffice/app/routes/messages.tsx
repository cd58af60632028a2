import {
  CONTACT_HANDLED_NOTE_MAX,
  contactMessageFilters,
  useGetStaffContactMessagesQuery,
  useHandleContactMessageMutation,
  type ContactMessageFilter,
  type StaffContactMessage,
} from '@shop/core/staff';
import { formatAge, formatDateTime } from '@shop/ui/format';
import { primaryButtonClass, SelectField, TextArea, textLinkClass } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const MESSAGES_PAGE_SIZE = 20;

/** Contact Us messages, newest first, those not handled yet by default. */
export default function Messages() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status: ContactMessageFilter = (contactMessageFilters as readonly string[]).includes(asked)
    ? (asked as ContactMessageFilter)
    : 'unhandled';
  const { data, error } = useGetStaffContactMessagesQuery({
    status,
    page: pageOf(params),
    pageSize: MESSAGES_PAGE_SIZE,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <ListScreen
      id="messages-title"
      title={t('messages.title')}
      count={data ? t('messages.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('messages.apply')}>
          <SelectField
            name="status"
            label={t('messages.title')}
            defaultValue={status}
            key={status}
            options={contactMessageFilters.map((value) => ({
              value,
              label: t(`messages.filter.${value}`),
            }))}
          />
        </FiltersBar>
      }
      error={error && t(errorStatus(error) === 403 ? 'messages.notAllowed' : 'messages.failed')}
      pages={data && { ...data, label: t('messages.pagination') }}
    >
      <OutcomeMessage outcome={outcome} />
      {!data ? (
        <p role="status" className="text-ink-muted">
          {t('messages.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyList>{t('messages.empty')}</EmptyList>
      ) : (
        <ul className="grid gap-3">
          {data.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} lang={lang} onOutcome={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

function MessageCard({
  message,
  lang,
  onOutcome,
}: {
  message: StaffContactMessage;
  lang: 'en' | 'ar';
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [note, setNote] = useState('');
  const [handle, handling] = useHandleContactMessageMutation();
  const headingId = `message-${message.id}`;

  const done = async () => {
    onOutcome(null);
    const result = await handle({ id: message.id, note: note.trim() });
    onOutcome(
      'data' in result
        ? { text: t('messages.handled'), failed: false }
        : {
            text:
              errorStatus(result.error) === 409
                ? t('messages.conflict')
                : t('messages.failedAction'),
            failed: true,
          },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id={headingId} className="font-semibold">
        {message.subject}
      </h2>
      <p className="flex flex-wrap gap-3 text-sm text-ink-muted">
        <span>{t('messages.from', { name: message.name })}</span>
        <a href={`mailto:${message.email}`} dir="ltr" className={textLinkClass}>
          {message.email}
        </a>
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt, lang)}>
          {t('messages.received', { age: formatAge(message.createdAt, lang) })}
        </time>
        <span>{t('messages.client', { client: message.client.slice(0, 8) })}</span>
      </p>
      <p className="whitespace-pre-line">{message.message}</p>
      {message.handledAt ? (
        <p className="text-sm text-ink-muted">
          {t('messages.handledOn', { age: formatAge(message.handledAt, lang) })}
        </p>
      ) : (
        <>
          <TextArea
            label={t('messages.note')}
            value={note}
            maxLength={CONTACT_HANDLED_NOTE_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          <button
            type="button"
            disabled={handling.isLoading}
            onClick={() => void done()}
            className={`${primaryButtonClass} justify-self-start`}
            aria-describedby={headingId}
          >
            {t('messages.handle')}
          </button>
        </>
      )}
    </article>
  );
}
