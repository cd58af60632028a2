import { activityTypesApi } from '@shop/core/activity-types';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { ActivityTypeCard } from '@shop/ui/activity-type-card';
import { ScrollReveal } from '@shop/ui/scroll-reveal';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { Seo } from '~/components/seo';
import { requestStore } from '~/context';
import { useAppSelector } from '~/hooks';

export async function loader({ context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const result = await store.dispatch(
    activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
  );
  // An API outage shows a message on the page instead of failing the whole page.
  return { activityTypes: result.data ?? [], failed: result.isError };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const { activityTypes, failed } = loaderData;
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
    </>
  );
}
