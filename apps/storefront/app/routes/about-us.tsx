import { contentApi } from '@shop/core/content';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Prose } from '@shop/ui/prose';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about-us';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';

/** `/about-us` (R2.01, R2.48): the About Us page staff publish, in the default layout. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await apiData(context, (store) =>
    store.dispatch(contentApi.endpoints.getContentPage.initiate('about-us', { subscribe: false })),
  );
  return { page };
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const title = lang === 'ar' ? page.title : page.titleEn;
  return (
    <>
      <Seo
        title={`${title} · ${t('common:brand.name')}`}
        description={lang === 'ar' ? page.summary : page.summaryEn}
        canonicalParams={[]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: title,
          inLanguage: lang,
        }}
      />
      <Breadcrumbs items={[{ label: t('nav.home'), href: '/' }, { label: title }]} />
      <article className="mt-4">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-6 max-w-prose text-lg text-ink-muted">
          {lang === 'ar' ? page.summary : page.summaryEn}
        </p>
        <Prose html={lang === 'ar' ? page.bodyHtml : page.bodyHtmlEn} />
      </article>
    </>
  );
}
