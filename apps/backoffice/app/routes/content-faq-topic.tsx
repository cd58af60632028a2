import { faqTopicRequestSchema } from '@shop/core/schemas';
import {
  FAQ_TOPIC_NAME_MAX,
  useGetStaffFaqTopicQuery,
  usePublishStaffContentMutation,
  useSaveStaffFaqTopicMutation,
  type FaqTopicRequest,
  type StaffFaqTopic,
} from '@shop/core/staff';
import { textLinkClass } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentEditorForm, ContentField } from '~/components/content-parts';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { errorStatus } from '~/lib/api-errors';

/** A topic of the FAQs: its name in both languages, its address and its place in the list. */
export default function ContentFaqTopic() {
  const { t } = useTranslation('backoffice');
  const param = useParams().id;
  const id = Number(param);
  const creating = param === 'new';
  const valid = creating || isId(id);
  const {
    data: topic,
    error,
    isLoading,
  } = useGetStaffFaqTopicQuery(id, {
    skip: creating || !valid,
  });
  const back = (
    <Link to="/content/faqs" className={textLinkClass}>
      {t('content.faqs.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404)
    return <NotFound title={t('content.topics.notFound')} back={back} />;
  if (!creating && (isLoading || !topic))
    return <Loading text={error ? t('content.failed') : t('content.loading')} />;
  return (
    <article aria-labelledby="topic-title" className="grid max-w-3xl gap-4">
      <title>{`${topic?.nameEn ?? t('content.topics.new')} · ${t('appName')}`}</title>
      {back}
      <h1 id="topic-title" className="text-2xl font-bold">
        {creating ? t('content.topics.new') : t('content.topics.edit')}
      </h1>
      <TopicForm key={topic?.id ?? 'new'} topic={topic} />
    </article>
  );
}

function TopicForm({ topic }: { topic: StaffFaqTopic | undefined }) {
  const { t } = useTranslation('backoffice');
  const [save] = useSaveStaffFaqTopicMutation();
  const [publish] = usePublishStaffContentMutation();
  return (
    <ContentEditorForm<FaqTopicRequest>
      item={topic ?? null}
      initial={{
        slug: topic?.slug ?? '',
        name: topic?.name ?? '',
        nameEn: topic?.nameEn ?? '',
        position: String(topic?.position ?? 0),
      }}
      schema={faqTopicRequestSchema}
      toRequest={(values) => ({ ...values, position: Number(values.position || 0) })}
      save={(body) => save(topic ? { id: topic.id, body } : { body })}
      publish={(id, on) => publish({ resource: 'FaqTopic', id, publish: on })}
      pathOf={(id) => `/content/faq-topics/${id}`}
    >
      {(field) => (
        <div className="grid gap-3 md:grid-cols-2">
          <ContentField {...field} name="name" textLang="ar" maxLength={FAQ_TOPIC_NAME_MAX} />
          <ContentField {...field} name="nameEn" textLang="en" maxLength={FAQ_TOPIC_NAME_MAX} />
          <ContentField {...field} name="slug" maxLength={60} hint={t('content.slugHint')} />
          <ContentField
            {...field}
            name="position"
            kind="number"
            maxLength={5}
            hint={t('content.positionHint')}
          />
        </div>
      )}
    </ContentEditorForm>
  );
}
