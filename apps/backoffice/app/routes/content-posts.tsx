import { localizedName } from '@shop/core/i18n-loader';
import {
  blogPostStates,
  useGetStaffBlogPostsQuery,
  type BlogPostState,
  type StaffBlogPost,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAge, formatDateTime } from '@shop/ui/format';
import { primaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { StateBadge } from '~/components/content-parts';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const POSTS_PAGE_SIZE = 20;

/** The state the address asks for: drafts, published, or both when it names none. */
function stateOf(params: URLSearchParams): BlogPostState | undefined {
  const asked = params.get('state');
  return (blogPostStates as readonly string[]).includes(asked ?? '')
    ? (asked as BlogPostState)
    : undefined;
}

/** Blog posts, drafts and published (or one of them), the last changed first. */
export default function ContentPosts() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const state = stateOf(params);
  const { data, error, isFetching } = useGetStaffBlogPostsQuery({
    page: pageOf(params),
    pageSize: POSTS_PAGE_SIZE,
    ...(state ? { state } : {}),
  });
  const columns: DataTableColumn<StaffBlogPost>[] = [
    {
      id: 'title',
      header: t('content.field.title'),
      rowHeader: true,
      cell: (post) => (
        <Link to={`/content/blog/${post.id}`} className="font-semibold text-brand-700 underline">
          {localizedName({ name: post.title, nameEn: post.titleEn }, lang)}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (post) => <StateBadge publishedAt={post.publishedAt} />,
    },
    {
      id: 'updated',
      header: t('content.updated'),
      cell: (post) => (
        <time dateTime={post.updatedAt} title={formatDateTime(post.updatedAt, lang)}>
          {formatAge(post.updatedAt, lang)}
        </time>
      ),
    },
  ];

  return (
    <ListScreen
      id="posts-title"
      title={t('content.posts.title')}
      count={data ? t('content.posts.count', { count: data.total }) : undefined}
      filters={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('content.apply')}>
            <SelectField
              name="state"
              label={t('content.state')}
              placeholder={t('content.anyState')}
              defaultValue={state ?? ''}
              key={state ?? 'any'}
              options={blogPostStates.map((value) => ({
                value,
                label: t(value === 'draft' ? 'content.drafts' : 'content.publishedOnes'),
              }))}
            />
          </FiltersBar>
          <Link to="/content/blog/new" className={primaryButtonClass}>
            {t('content.posts.new')}
          </Link>
        </div>
      }
      error={error && t(errorStatus(error) === 403 ? 'content.notAllowed' : 'content.failed')}
      pages={data && { ...data, label: t('content.posts.pagination') }}
    >
      <DataTable
        caption={t('content.posts.caption')}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(post) => post.id}
        busy={isFetching && data !== undefined}
        loadingText={t('content.loading')}
        empty={<EmptyList>{t('content.posts.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}
