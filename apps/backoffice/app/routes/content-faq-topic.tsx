import { faqTopicRequestSchema } from '@shop/core/schemas';
import {
  FAQ_TOPIC_NAME_MAX,
  useGetStaffFaqTopicQuery,
  usePublishStaffContentMutation,
  useSaveStaffFaqTopicMutation,
  type FaqTopicRequest,
  type StaffFaqTopic,
} from '@shop/core/staff';
import { useTranslation } from 'react-i18next';
import { ContentEditorForm, ContentField } from '~/components/content-parts';
import { ContentEditorScreen, useEditedId } from '~/components/content-editor-screen';

/** A topic of the FAQs: its name in both languages, its address and its place in the list. */
export default function ContentFaqTopic() {
  const { t } = useTranslation('backoffice');
  const { id, creating, valid } = useEditedId();
  const { data, error, isLoading } = useGetStaffFaqTopicQuery(id, { skip: creating || !valid });
  return (
    <ContentEditorScreen
      kind="topics"
      list="/content/faqs"
      back={t('content.faqs.back')}
      item={data}
      error={error}
      isLoading={isLoading}
      name={(topic) => topic.nameEn}
    >
      {(topic) => <TopicForm key={topic?.id ?? 'new'} topic={topic} />}
    </ContentEditorScreen>
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
