import { contentPageRequestSchema } from '@shop/core/schemas';
import {
  PAGE_BODY_MAX,
  PAGE_SUMMARY_MAX,
  PAGE_TITLE_MAX,
  usePublishStaffContentMutation,
  useGetStaffContentPageQuery,
  useSaveStaffContentPageMutation,
  type ContentPageRequest,
  type StaffContentPage,
} from '@shop/core/staff';
import { useTranslation } from 'react-i18next';
import { ContentEditorForm, ContentField, MarkdownField } from '~/components/content-parts';
import { ContentEditorScreen, useEditedId } from '~/components/content-editor-screen';

/** A page of the site in both languages, its body in Markdown with the shoppers' preview. */
export default function ContentPageScreen() {
  const { t } = useTranslation('backoffice');
  const { id, creating, valid } = useEditedId();
  const { data, error, isLoading } = useGetStaffContentPageQuery(id, { skip: creating || !valid });
  return (
    <ContentEditorScreen
      kind="pages"
      list="/content/pages"
      back={t('content.pages.back')}
      item={data}
      error={error}
      isLoading={isLoading}
      name={(page) => page.titleEn}
    >
      {(page) => <PageForm key={page?.id ?? 'new'} page={page} />}
    </ContentEditorScreen>
  );
}

function PageForm({ page }: { page: StaffContentPage | undefined }) {
  const { t } = useTranslation('backoffice');
  const [save] = useSaveStaffContentPageMutation();
  const [publish] = usePublishStaffContentMutation();
  return (
    <ContentEditorForm<ContentPageRequest>
      item={page ?? null}
      initial={{
        slug: page?.slug ?? '',
        title: page?.title ?? '',
        titleEn: page?.titleEn ?? '',
        summary: page?.summary ?? '',
        summaryEn: page?.summaryEn ?? '',
        body: page?.body ?? '',
        bodyEn: page?.bodyEn ?? '',
      }}
      schema={contentPageRequestSchema}
      toRequest={(values) => values}
      save={(body) => save(page ? { id: page.id, body } : { body })}
      publish={(id, on) => publish({ resource: 'ContentPage', id, publish: on })}
      pathOf={(id) => `/content/pages/${id}`}
    >
      {(field) => (
        <>
          <ContentField {...field} name="slug" maxLength={60} hint={t('content.slugHint')} />
          <div className="grid gap-3 md:grid-cols-2">
            <ContentField {...field} name="title" textLang="ar" maxLength={PAGE_TITLE_MAX} />
            <ContentField {...field} name="titleEn" textLang="en" maxLength={PAGE_TITLE_MAX} />
            <ContentField
              {...field}
              name="summary"
              textLang="ar"
              kind="long"
              maxLength={PAGE_SUMMARY_MAX}
            />
            <ContentField
              {...field}
              name="summaryEn"
              textLang="en"
              kind="long"
              maxLength={PAGE_SUMMARY_MAX}
            />
          </div>
          <MarkdownField {...field} name="body" textLang="ar" maxLength={PAGE_BODY_MAX} />
          <MarkdownField {...field} name="bodyEn" textLang="en" maxLength={PAGE_BODY_MAX} />
        </>
      )}
    </ContentEditorForm>
  );
}
