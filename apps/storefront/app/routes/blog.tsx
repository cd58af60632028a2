import { blogApi } from '@shop/core/blog';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { EmptyState } from '@shop/ui/empty-state';
import { Link } from '@shop/ui/link';
import { Pagination } from '@shop/ui/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/blog';
import { BlogCard } from '@shop/ui/blog-card';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { pageParam, withParams } from '~/lib/list-params';

/**
 * The shopper's list/grid choice is a cookie, not localStorage: the server reads it and renders
 * the chosen layout at once (no flash of the other one, no hydration mismatch).
 */
const VIEW_COOKIE = 'blog_view';
type BlogView = 'list' | 'grid';

/** Keeps the choice a year, for the blog's pages only. */
function rememberView(view: BlogView) {
  document.cookie = `${VIEW_COOKIE}=${view}; path=/blog; max-age=31536000; samesite=lax`;
}

const slugParam = (value: string | null) =>
  value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80 ? value : undefined;

/** `/blog`: published posts, newest first; `?category=` and `?tag=` filter, `?page=` pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = slugParam(url.searchParams.get('category'));
  const tag = slugParam(url.searchParams.get('tag'));
  const page = pageParam(url.searchParams);
  const posts = await apiData(context, (store) =>
    store.dispatch(
      blogApi.endpoints.getBlogPosts.initiate(
        { page, pageSize: 9, ...(category ? { category } : {}), ...(tag ? { tag } : {}) },
        { subscribe: false },
      ),
    ),
  );
  const cookie = /(?:^|;\s*)blog_view=(list|grid)/.exec(request.headers.get('cookie') ?? '');
  const view: BlogView = cookie?.[1] === 'grid' ? 'grid' : 'list';
  return { posts, category, tag, view };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, category, tag } = loaderData;
  const { t } = useTranslation(['content', 'pages', 'common']);
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [view, setView] = useState<BlogView>(loaderData.view);
  const choose = (next: BlogView) => {
    setView(next);
    rememberView(next);
  };
  const ar = lang === 'ar';
  const title = t('blog.title');
  const filterClass = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-brand bg-brand text-on-brand' : 'border-line'}`;
  return (
    <>
      <Seo
        title={`${title} · ${t('common:brand.name')}`}
        description={t('blog.metaDescription')}
        canonicalParams={['category', 'tag', 'page']}
        feeds={[{ href: `/blog/feed.xml?lang=${lang}`, title: t('blog.feed') }]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: title,
          inLanguage: lang,
        }}
      />
      <Breadcrumbs items={[{ label: t('pages:nav.home'), href: '/' }, { label: title }]} />
      <h1 className="mt-4 mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-lg text-ink-muted">{t('blog.intro')}</p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={t('blog.categories')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={withParams(pathname, search, { category: undefined, page: undefined })}
                className={filterClass(!category)}
                aria-current={!category ? 'page' : undefined}
              >
                {t('blog.allCategories')}
              </Link>
            </li>
            {posts.categories.map((item) => (
              <li key={item.id}>
                <Link
                  href={withParams(pathname, search, { category: item.slug, page: undefined })}
                  className={filterClass(category === item.slug)}
                  aria-current={category === item.slug ? 'page' : undefined}
                >
                  {ar ? item.name : item.nameEn}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div role="group" aria-label={t('blog.view')} className="flex gap-2">
          {(['list', 'grid'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => choose(option)}
              className={filterClass(view === option)}
            >
              {t(`blog.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {tag ? (
        <p className="mb-4">
          {t('blog.tag', { tag })} ·{' '}
          <Link href={withParams(pathname, search, { tag: undefined, page: undefined })}>
            {t('blog.clearTag')}
          </Link>
        </p>
      ) : null}
      {posts.items.length === 0 ? (
        <EmptyState variant="noProducts" title={t('blog.empty')} text="" />
      ) : (
        <ul
          aria-label={t('blog.posts')}
          data-view={view}
          className={
            view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'
          }
        >
          {posts.items.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} lang={lang} view={view} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={posts.page}
          totalPages={posts.totalPages}
          lang={lang}
          hrefFor={(page) => withParams(pathname, search, { page: page === 1 ? undefined : page })}
        />
      </div>
    </>
  );
}
