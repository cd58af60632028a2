import { api } from '#api/store-api.ts';
import type { ActivityType } from '#activity-types/activity-type-schemas.ts';

/** `GET ActivityType`: the store's activity types, ordered for display. */
export const activityTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityTypes: build.query<ActivityType[], void>({
      query: () => 'ActivityType',
      providesTags: ['ActivityType'],
    }),
  }),
});

export const { useGetActivityTypesQuery } = activityTypesApi;
