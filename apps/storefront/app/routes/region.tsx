import { activityTypesApi } from '@shop/core/activity-types';
import { catalogApi } from '@shop/core/catalog';
import { data } from 'react-router';
import type { Route } from './+types/region';
import { RegionChooser } from '~/components/region-chooser';
import { apiData, idParam } from '~/lib/api-data';

/** `/region/{activityTypeId}`: where the activity type's shops deliver. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idParam(params.activityTypeId);
  const [activityTypes, regions] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(
        activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(
        catalogApi.endpoints.getRegions.initiate({ activityTypeId: id }, { subscribe: false }),
      ),
    ),
  ]);
  const activityType = activityTypes.find((type) => type.id === id);
  if (!activityType) throw data(null, { status: 404 });
  return { activityType, regions };
}

export default function Region({ loaderData }: Route.ComponentProps) {
  return <RegionChooser activityType={loaderData.activityType} regions={loaderData.regions} />;
}
