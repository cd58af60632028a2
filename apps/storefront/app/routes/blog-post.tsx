import { blogApi } from '@shop/core/blog';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Link } from '@shop/ui/link';
import { Prose } from '@shop/ui/prose';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/blog-post';
import { BlogCard, formatPostDate } from '@shop/ui/blog-card';
import { ProductGrid } from '~/components/product-grid';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';

/** `/blog/{slug}`: a published post by its Arabic or English slug (404 for a draft or none). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!slug || slug.length > 120) throw data(null, { status: 404 });
  const post = await apiData(context, (store) =>
    store.dispatch(blogApi.endpoints.getBlogPost.initiate(slug, { subscribe: false })),
  );
  return { post };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const { t } = useTranslation(['content', 'pages', 'common']);
  const lang = useAppSelector(selectLocale);
  const ar = lang === 'ar';
  const title = ar ? post.title : post.titleEn;
  const paths = {
    en: `/blog/${encodeURIComponent(post.slugEn)}`,
    ar: `/blog/${encodeURIComponent(post.slug)}`,
  };
  return (
    <>
      <Seo
        title={`${title} · ${t('common:brand.name')}`}
        description={ar ? post.excerpt : post.excerptEn}
        canonicalParams={[]}
        alternatePaths={paths}
        feeds={[{ href: `/blog/feed.xml?lang=${lang}`, title: t('blog.feed') }]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description: ar ? post.excerpt : post.excerptEn,
          image: post.coverImage,
          author: { '@type': 'Person', name: ar ? post.author : post.authorEn },
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          inLanguage: lang,
          articleSection: ar ? post.category.name : post.category.nameEn,
          keywords: post.tags.join(', '),
        }}
      />
      <Breadcrumbs
        items={[
          { label: t('pages:nav.home'), href: '/' },
          { label: t('blog.title'), href: ar ? '/blog?lang=ar' : '/blog' },
          { label: title },
        ]}
      />
      <article className="mt-4">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-4 text-ink-muted">
          {t('blog.by', { author: ar ? post.author : post.authorEn })} ·{' '}
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, lang)}</time> ·{' '}
          <Link href={`/blog?category=${post.category.slug}${ar ? '&lang=ar' : ''}`}>
            {ar ? post.category.name : post.category.nameEn}
          </Link>
        </p>
        <img
          src={post.coverImage}
          alt={ar ? post.coverAlt : post.coverAltEn}
          width={960}
          height={600}
          className="mb-6 aspect-[16/10] w-full rounded-lg object-cover"
        />
        <Prose html={ar ? post.bodyHtml : post.bodyHtmlEn} />
        {post.tags.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('blog.tag', { tag: '' })}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`/blog?tag=${tag}${ar ? '&lang=ar' : ''}`}
                  className="rounded-full border border-line px-3 py-1 text-sm"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {post.products.length > 0 ? (
        <section className="mt-10" aria-labelledby="blog-products">
          <h2 id="blog-products" className="mb-4 text-2xl font-semibold">
            {t('blog.products')}
          </h2>
          <ProductGrid products={post.products} label={t('blog.products')} />
        </section>
      ) : null}
      {post.related.length > 0 ? (
        <section className="mt-10" aria-labelledby="blog-related">
          <h2 id="blog-related" className="mb-4 text-2xl font-semibold">
            {t('blog.related')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.id}>
                <BlogCard post={related} lang={lang} view="grid" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
