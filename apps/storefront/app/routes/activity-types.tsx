import { activityTypesApi } from '@shop/core/activity-types';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { ActivityTypeCard } from '@shop/ui/activity-type-card';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/activity-types';
import { RegionChooser } from '~/components/region-chooser';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';
import { catalogApi } from '@shop/core/catalog';

/** `/activity-types`: every activity type; `/activity-types/{id}`: that one, with its regions. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const activityTypes = await apiData(context, (store) =>
    store.dispatch(
      activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
    ),
  );
  if (params.id === undefined) return { activityTypes, selected: null, regions: null };
  const id = idParam(params.id);
  const selected = activityTypes.find((type) => type.id === id);
  if (!selected) throw data(null, { status: 404 });
  const regions = await apiData(context, (store) =>
    store.dispatch(
      catalogApi.endpoints.getRegions.initiate({ activityTypeId: id }, { subscribe: false }),
    ),
  );
  return { activityTypes, selected, regions };
}

export default function ActivityTypes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const { activityTypes, selected, regions } = loaderData;
  if (selected && regions) {
    return <RegionChooser activityType={selected} regions={regions} />;
  }
  return (
    <>
      <Seo
        title={`${t('activityTypes.title')} · ${t('common:brand.name')}`}
        description={t('activityTypes.metaDescription')}
      />
      <h1 className="text-3xl font-bold">{t('activityTypes.title')}</h1>
      <ul
        aria-label={t('nav.activityTypes')}
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {activityTypes.map((type) => (
          <li key={type.id}>
            <ActivityTypeCard
              name={localizedName(type, lang)}
              icon={type.icon}
              href={`/region/${type.id}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
