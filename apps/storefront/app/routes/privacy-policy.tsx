import { contentApi } from '@shop/core/content';
import { intlLocale } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Link } from '@shop/ui/link';
import { Prose } from '@shop/ui/prose';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/privacy-policy';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';

/**
 * `/privacy-policy` (R2.24): the privacy policy staff publish, in its own reading layout (no
 * navigation, cart or footer), with the date it was last changed and a way back to the shop.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await apiData(context, (store) =>
    store.dispatch(
      contentApi.endpoints.getContentPage.initiate('privacy-policy', { subscribe: false }),
    ),
  );
  return { page };
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t } = useTranslation('content');
  const lang = useAppSelector(selectLocale);
  const title = lang === 'ar' ? page.title : page.titleEn;
  // The shop's calendar and time zone on server and client alike, so hydration matches.
  const updated = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(page.updatedAt));
  return (
    <>
      <Seo
        title={`${title} · ${t('common:brand.name')}`}
        description={lang === 'ar' ? page.summary : page.summaryEn}
        canonicalParams={[]}
      />
      <article className="mx-auto max-w-prose">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 mb-8 text-sm text-ink-muted">
          <time dateTime={page.updatedAt}>{t('page.updated', { date: updated })}</time>
        </p>
        <Prose html={lang === 'ar' ? page.bodyHtml : page.bodyHtmlEn} />
        <p className="mt-10 border-t border-brand-100 pt-6">
          <Link
            href="/"
            className="font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('page.backHome')}
          </Link>
        </p>
      </article>
    </>
  );
}
