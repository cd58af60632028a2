import { activityTypesApi } from '@shop/core/activity-types';
import { collectionsApi } from '@shop/core/collections';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { ActivityTypeCard } from '@shop/ui/activity-type-card';
import { CollectionLinks } from '@shop/ui/collection-links';
import { ScrollReveal } from '@shop/ui/scroll-reveal';
import { useTranslation } from 'react-i18next';
import { Link } from '@shop/ui/link';
import type { Route } from './+types/home';
import { Seo } from '~/components/seo';
import { requestStore } from '~/context';
import { useAppSelector } from '~/hooks';

export async function loader({ context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const [result, collections] = await Promise.all([
    store.dispatch(
      activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
    ),
    store.dispatch(
      collectionsApi.endpoints.getCollections.initiate(undefined, { subscribe: false }),
    ),
  ]);
  // An API outage shows a message on the page instead of failing the whole page; the
  // collections section is simply left out then.
  return {
    activityTypes: result.data ?? [],
    failed: result.isError,
    collections: (collections.data?.items ?? []).slice(0, 6),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['home', 'content']);
  const { activityTypes, failed, collections } = loaderData;
  const lang = useAppSelector(selectLocale);
  return (
    <>
      <Seo title={t('metaTitle')} description={t('metaDescription')} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-ink-muted">{t('intro')}</p>
      {failed ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {t('loadError')}
        </p>
      ) : activityTypes.length === 0 ? (
        <p className="mt-6">{t('empty')}</p>
      ) : (
        <ul
          aria-label={t('activityTypesLabel')}
          className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {activityTypes.map((activityType) => (
            <li key={activityType.id}>
              {/* Spec F.07: each card fades up as it comes 120 px into view. */}
              <ScrollReveal className="h-full">
                <ActivityTypeCard
                  name={localizedName(activityType, lang)}
                  icon={activityType.icon}
                  href={`/region/${activityType.id}`}
                />
              </ScrollReveal>
            </li>
          ))}
        </ul>
      )}
      {collections.length > 0 ? (
        <section aria-labelledby="home-collections" className="mt-10">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="home-collections" className="text-2xl font-semibold">
              {t('content:collections.homeHeading')}
            </h2>
            <Link
              href="/collections"
              className="text-sm font-medium text-brand-800 underline hover:text-brand-900"
            >
              {t('content:collections.viewAll')}
            </Link>
          </div>
          <CollectionLinks
            label={t('content:collections.homeHeading')}
            items={collections.map((collection) => ({
              href: `/collections/${collection.slug}`,
              title: lang === 'ar' ? collection.title : collection.titleEn,
              description: lang === 'ar' ? collection.description : collection.descriptionEn,
            }))}
          />
        </section>
      ) : null}
    </>
  );
}
