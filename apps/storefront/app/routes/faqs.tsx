import { contentApi } from '@shop/core/content';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { FaqAccordion } from '@shop/ui/faq-accordion';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/faqs';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';

/** The answer's text for JSON-LD (schema.org takes plain text or simple HTML; we give text). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** `/faqs` (R2.49; R2.69: the route is ours): the published FAQs by topic, searchable. */
export async function loader({ context }: Route.LoaderArgs) {
  const faqs = await apiData(context, (store) =>
    store.dispatch(contentApi.endpoints.getFaqs.initiate(undefined, { subscribe: false })),
  );
  return { faqs };
}

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const { t } = useTranslation(['content', 'pages']);
  const lang = useAppSelector(selectLocale);
  const topics = useMemo(
    () =>
      faqs.topics.map((topic) => ({
        id: topic.id,
        slug: topic.slug,
        name: localizedName(topic, lang),
        faqs: topic.faqs.map((faq) => ({
          id: faq.id,
          question: lang === 'ar' ? faq.question : faq.questionEn,
          answerHtml: lang === 'ar' ? faq.answerHtml : faq.answerHtmlEn,
        })),
      })),
    [faqs, lang],
  );
  return (
    <>
      <Seo
        title={`${t('faqs.title')} · ${t('common:brand.name')}`}
        description={t('faqs.metaDescription')}
        canonicalParams={[]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: lang,
          mainEntity: topics.flatMap((topic) =>
            topic.faqs.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answerHtml) },
            })),
          ),
        }}
      />
      <Breadcrumbs
        items={[{ label: t('pages:nav.home'), href: '/' }, { label: t('faqs.title') }]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('faqs.title')}</h1>
      <p className="mt-2 mb-6 max-w-prose text-ink-muted">{t('faqs.intro')}</p>
      {topics.length > 1 ? (
        <nav aria-label={t('faqs.topics')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.slug}`}
                  className="inline-block rounded-full border border-brand-200 bg-surface-raised px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {topic.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <FaqAccordion topics={topics} />
    </>
  );
}
