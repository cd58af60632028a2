import type { BlogPostSummary } from '@shop/core/blog';
import type { Locale } from '@shop/core/i18n';
import { Link } from '#link/link-context.tsx';
import { useTranslation } from 'react-i18next';

/** A post's date in the page's language (UTC, so the server's and the browser's text agree). */
export function formatPostDate(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A post's path in a language: its own slug there (Arabic adds `?lang=ar`). */
export function postPath(post: Pick<BlogPostSummary, 'slug' | 'slugEn'>, lang: Locale): string {
  return lang === 'ar'
    ? `/blog/${encodeURIComponent(post.slug)}?lang=ar`
    : `/blog/${encodeURIComponent(post.slugEn)}`;
}

/** A post in a list (one a row, picture at the start) or a grid (a card, picture on top). */
export function BlogCard({
  post,
  lang,
  view,
}: {
  post: BlogPostSummary;
  lang: Locale;
  view: 'list' | 'grid';
}) {
  const { t } = useTranslation('content');
  const ar = lang === 'ar';
  const title = ar ? post.title : post.titleEn;
  return (
    <article
      className={
        view === 'grid'
          ? 'flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface'
          : 'flex flex-col gap-4 rounded-lg border border-line bg-surface p-3 sm:flex-row'
      }
    >
      <img
        src={post.coverImage}
        alt={ar ? post.coverAlt : post.coverAltEn}
        loading="lazy"
        width={320}
        height={200}
        className={
          view === 'grid'
            ? 'aspect-[16/10] w-full object-cover'
            : 'aspect-[16/10] w-full rounded object-cover sm:w-56'
        }
      />
      <div className={view === 'grid' ? 'flex flex-1 flex-col gap-2 p-4' : 'flex flex-col gap-2'}>
        <p className="text-sm text-ink-muted">
          {ar ? post.category.name : post.category.nameEn} ·{' '}
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, lang)}</time>
        </p>
        <h2 className="text-xl font-semibold">
          <Link href={postPath(post, lang)}>{title}</Link>
        </h2>
        <p className="text-ink-muted">{ar ? post.excerpt : post.excerptEn}</p>
        <p className="text-sm">{t('blog.by', { author: ar ? post.author : post.authorEn })}</p>
      </div>
    </article>
  );
}
