import { localizedName } from '@shop/core/i18n-loader';
import { blogPostRequestSchema } from '@shop/core/schemas';
import {
  BLOG_AUTHOR_MAX,
  BLOG_BODY_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  useGetStaffBlogCategoriesQuery,
  useGetStaffBlogPostQuery,
  usePublishStaffBlogPostMutation,
  useSaveStaffBlogPostMutation,
  type BlogPostRequest,
  type StaffBlogPost,
} from '@shop/core/staff';
import { SelectField } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';

import {
  ContentEditorForm,
  ContentField,
  MarkdownField,
  type FormValues,
} from '~/components/content-parts';
import { ContentEditorScreen, useEditedId } from '~/components/content-editor-screen';
import { useBackOfficeLanguage } from '~/lib/language';

const textFields = ['title', 'slug', 'excerpt', 'author', 'coverAlt'] as const;

/** The form's values of a post (empty for a new one). */
function valuesOf(post: StaffBlogPost | undefined): FormValues {
  const values: FormValues = {
    categoryId: post ? String(post.categoryId) : '',
    coverImage: post?.coverImage ?? '',
    tags: post?.tags.join(', ') ?? '',
    body: post?.body ?? '',
    bodyEn: post?.bodyEn ?? '',
  };
  for (const field of textFields) {
    values[field] = post?.[field] ?? '';
    values[`${field}En`] = post?.[`${field}En`] ?? '';
  }
  return values;
}

/** A blog post in both languages, written as a draft, previewed, published or unpublished. */
export default function ContentPost() {
  const { t } = useTranslation('backoffice');
  const { id, creating, valid } = useEditedId();
  const { data, error, isLoading } = useGetStaffBlogPostQuery(id, { skip: creating || !valid });
  return (
    <ContentEditorScreen
      kind="posts"
      list="/content"
      back={t('content.posts.back')}
      item={data}
      error={error}
      isLoading={isLoading}
      name={(post) => post.titleEn || post.title}
    >
      {(post) => <PostForm key={post?.id ?? 'new'} post={post} />}
    </ContentEditorScreen>
  );
}

function PostForm({ post }: { post: StaffBlogPost | undefined }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const { data: categories } = useGetStaffBlogCategoriesQuery();
  const [save] = useSaveStaffBlogPostMutation();
  const [publish] = usePublishStaffBlogPostMutation();
  const maxOf = {
    title: BLOG_TITLE_MAX,
    slug: 120,
    excerpt: BLOG_EXCERPT_MAX,
    author: BLOG_AUTHOR_MAX,
    coverAlt: BLOG_TITLE_MAX,
  };
  return (
    <ContentEditorForm<BlogPostRequest>
      item={post ?? null}
      initial={valuesOf(post)}
      schema={blogPostRequestSchema}
      toRequest={(values) => ({
        ...Object.fromEntries(
          textFields.flatMap((field) => [
            [field, values[field]],
            [`${field}En`, values[`${field}En`]],
          ]),
        ),
        body: values.body,
        bodyEn: values.bodyEn,
        coverImage: values.coverImage?.trim(),
        categoryId: Number(values.categoryId) || undefined,
        tags: (values.tags ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        productIds: post?.productIds ?? [],
      })}
      save={(body) => save(post ? { id: post.id, body } : { body })}
      publish={(id, on) => publish({ id, publish: on })}
      pathOf={(id) => `/content/blog/${id}`}
    >
      {(field) => (
        <>
          {textFields.map((name) => (
            <div key={name} className="grid gap-3 md:grid-cols-2">
              <ContentField
                {...field}
                name={name}
                textLang="ar"
                maxLength={maxOf[name]}
                kind={name === 'excerpt' ? 'long' : 'text'}
                hint={name === 'slug' ? t('content.slugHintAr') : undefined}
              />
              <ContentField
                {...field}
                name={`${name}En`}
                textLang="en"
                maxLength={maxOf[name]}
                kind={name === 'excerpt' ? 'long' : 'text'}
                hint={name === 'slug' ? t('content.slugHint') : undefined}
              />
            </div>
          ))}
          <MarkdownField {...field} name="body" textLang="ar" maxLength={BLOG_BODY_MAX} />
          <MarkdownField {...field} name="bodyEn" textLang="en" maxLength={BLOG_BODY_MAX} />
          <div className="grid gap-3 md:grid-cols-2">
            <SelectField
              name="categoryId"
              label={t('content.field.categoryId')}
              placeholder={t('content.chooseCategory')}
              value={field.values.categoryId}
              error={field.errors.categoryId}
              onChange={(event) => field.onChange('categoryId', event.target.value)}
              options={(categories ?? []).map((category) => ({
                value: String(category.id),
                label: localizedName(category, lang),
              }))}
            />
            <ContentField
              {...field}
              name="coverImage"
              maxLength={500}
              hint={t('content.coverHint')}
            />
            <ContentField
              {...field}
              name="tags"
              maxLength={900}
              hint={t('content.tagsHint')}
              optional
            />
          </div>
        </>
      )}
    </ContentEditorForm>
  );
}
