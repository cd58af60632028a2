import { blogApi } from '@shop/core/blog';
import { publicOrigin } from '~/config.server';
import type { Route } from './+types/blog-feed';
import { apiData } from '~/lib/api-data';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/blog/feed.xml?lang=en|ar`: an RSS 2.0 feed of the newest published posts in one language
 * (English unless `lang=ar`), each linking to its page at that language's slug.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ar = new URL(request.url).searchParams.get('lang') === 'ar';
  const posts = await apiData(context, (store) =>
    store.dispatch(
      blogApi.endpoints.getBlogPosts.initiate({ page: 1, pageSize: 24 }, { subscribe: false }),
    ),
  );
  const origin = publicOrigin();
  const items = posts.items.map((post) => {
    const link = ar
      ? `${origin}/blog/${encodeURIComponent(post.slug)}?lang=ar`
      : `${origin}/blog/${encodeURIComponent(post.slugEn)}`;
    return [
      '<item>',
      `<title>${escapeXml(ar ? post.title : post.titleEn)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="false">post-${post.id}</guid>`,
      `<description>${escapeXml(ar ? post.excerpt : post.excerptEn)}</description>`,
      `<category>${escapeXml(ar ? post.category.name : post.category.nameEn)}</category>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      '</item>',
    ].join('');
  });
  const self = `${origin}/blog/feed.xml?lang=${ar ? 'ar' : 'en'}`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(ar ? 'المدونة' : 'Blog')}</title>`,
    `<link>${escapeXml(`${origin}/blog${ar ? '?lang=ar' : ''}`)}</link>`,
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(ar ? 'نصائح ووصفات وأخبار من المتجر.' : 'Tips, recipes and news from the shop.')}</description>`,
    `<language>${ar ? 'ar' : 'en'}</language>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=900',
    },
  });
}
