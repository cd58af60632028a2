import { localizedName } from '@shop/core/i18n-loader';
import { faqRequestSchema } from '@shop/core/schemas';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  useGetStaffFaqQuery,
  useGetStaffFaqTopicsQuery,
  usePublishStaffContentMutation,
  useSaveStaffFaqMutation,
  type FaqRequest,
  type StaffFaq,
} from '@shop/core/staff';
import { SelectField } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentEditorForm, ContentField, MarkdownField } from '~/components/content-parts';
import { ContentEditorScreen, useEditedId } from '~/components/content-editor-screen';
import { useBackOfficeLanguage } from '~/lib/language';

/** A question of the FAQs and its answer in both languages, its topic and place in it. */
export default function ContentFaq() {
  const { t } = useTranslation('backoffice');
  const { id, creating, valid } = useEditedId();
  const { data, error, isLoading } = useGetStaffFaqQuery(id, { skip: creating || !valid });
  return (
    <ContentEditorScreen
      kind="faqs"
      list="/content/faqs"
      back={t('content.faqs.back')}
      item={data}
      error={error}
      isLoading={isLoading}
      name={(faq) => faq.questionEn}
    >
      {(faq) => <FaqForm key={faq?.id ?? 'new'} faq={faq} />}
    </ContentEditorScreen>
  );
}

function FaqForm({ faq }: { faq: StaffFaq | undefined }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const { data: topics } = useGetStaffFaqTopicsQuery({ pageSize: 100 });
  const [save] = useSaveStaffFaqMutation();
  const [publish] = usePublishStaffContentMutation();
  return (
    <ContentEditorForm<FaqRequest>
      item={faq ?? null}
      initial={{
        topicId: faq ? String(faq.topicId) : (params.get('topicId') ?? ''),
        position: String(faq?.position ?? 0),
        question: faq?.question ?? '',
        questionEn: faq?.questionEn ?? '',
        answer: faq?.answer ?? '',
        answerEn: faq?.answerEn ?? '',
      }}
      schema={faqRequestSchema}
      toRequest={(values) => ({
        ...values,
        topicId: Number(values.topicId) || undefined,
        position: Number(values.position || 0),
      })}
      save={(body) => save(faq ? { id: faq.id, body } : { body })}
      publish={(id, on) => publish({ resource: 'Faq', id, publish: on })}
      pathOf={(id) => `/content/faqs/${id}`}
    >
      {(field) => (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <SelectField
              name="topicId"
              label={t('content.field.topicId')}
              placeholder={t('content.chooseTopic')}
              value={field.values.topicId}
              error={field.errors.topicId}
              onChange={(event) => field.onChange('topicId', event.target.value)}
              options={(topics?.items ?? []).map((topic) => ({
                value: String(topic.id),
                label: localizedName(topic, lang),
              }))}
            />
            <ContentField
              {...field}
              name="position"
              kind="number"
              maxLength={5}
              hint={t('content.positionHint')}
            />
            <ContentField
              {...field}
              name="question"
              textLang="ar"
              kind="long"
              maxLength={FAQ_QUESTION_MAX}
            />
            <ContentField
              {...field}
              name="questionEn"
              textLang="en"
              kind="long"
              maxLength={FAQ_QUESTION_MAX}
            />
          </div>
          <MarkdownField {...field} name="answer" textLang="ar" maxLength={FAQ_ANSWER_MAX} />
          <MarkdownField {...field} name="answerEn" textLang="en" maxLength={FAQ_ANSWER_MAX} />
        </>
      )}
    </ContentEditorForm>
  );
}
