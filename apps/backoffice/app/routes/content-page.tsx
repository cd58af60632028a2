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
import { textLinkClass } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentEditorForm, ContentField, MarkdownField } from '~/components/content-parts';
import { isId, Loading, NotFound } from '~/components/detail-state';
import { errorStatus } from '~/lib/api-errors';

/** A page of the site in both languages, its body in Markdown with the shoppers' preview. */
export default function ContentPageScreen() {
  const { t } = useTranslation('backoffice');
  const param = useParams().id;
  const id = Number(param);
  const creating = param === 'new';
  const valid = creating || isId(id);
  const {
    data: page,
    error,
    isLoading,
  } = useGetStaffContentPageQuery(id, {
    skip: creating || !valid,
  });
  const back = (
    <Link to="/content/pages" className={textLinkClass}>
      {t('content.pages.back')}
    </Link>
  );
  if (!valid || errorStatus(error) === 404)
    return <NotFound title={t('content.pages.notFound')} back={back} />;
  if (!creating && (isLoading || !page))
    return <Loading text={error ? t('content.failed') : t('content.loading')} />;
  return (
    <article aria-labelledby="page-title" className="grid max-w-4xl gap-4">
      <title>{`${page?.titleEn ?? t('content.pages.new')} · ${t('appName')}`}</title>
      {back}
      <h1 id="page-title" className="text-2xl font-bold">
        {creating ? t('content.pages.new') : t('content.pages.edit')}
      </h1>
      <PageForm key={page?.id ?? 'new'} page={page} />
    </article>
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
