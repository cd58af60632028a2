import { activityTypesApi } from '@shop/core/activity-types';
import { catalogApi } from '@shop/core/catalog';
import { regionChosen, selectRegion, type Region } from '@shop/core/region';
import { useEffect } from 'react';
import { data, type RouterContextProvider } from 'react-router';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiData, idParam } from '~/lib/api-data';

/**
 * Reads and checks the four ids of a region path: the activity type exists and the city is in
 * that state of that country where its shops deliver; anything else is this page's 404.
 */
export async function loadRegion(
  context: Readonly<RouterContextProvider>,
  params: { activityTypeId?: string; countryId?: string; stateId?: string; cityId?: string },
) {
  const region: Region = {
    activityTypeId: idParam(params.activityTypeId),
    countryId: idParam(params.countryId),
    stateId: idParam(params.stateId),
    cityId: idParam(params.cityId),
  };
  const [activityTypes, regions] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(
        activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(
        catalogApi.endpoints.getRegions.initiate(
          { activityTypeId: region.activityTypeId },
          { subscribe: false },
        ),
      ),
    ),
  ]);
  const activityType = activityTypes.find((type) => type.id === region.activityTypeId);
  const country = regions.find((c) => c.id === region.countryId);
  const state = country?.states.find((s) => s.id === region.stateId);
  const city = state?.cities.find((c) => c.id === region.cityId);
  if (!activityType || !country || !state || !city) throw data(null, { status: 404 });
  return { region, activityType, country, state, city };
}

/** Remembers the region the shopper is browsing for the rest of the session. */
export function useRememberRegion(region: Region) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectRegion);
  const same =
    current?.activityTypeId === region.activityTypeId &&
    current.countryId === region.countryId &&
    current.stateId === region.stateId &&
    current.cityId === region.cityId;
  useEffect(() => {
    if (!same) dispatch(regionChosen(region));
  }, [dispatch, region, same]);
}
