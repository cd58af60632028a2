import { api } from '#api/store-api.ts';
import type { SiteSettings, SiteSettingsPatch } from '#settings/settings-schemas.ts';

/**
 * Admins' site-settings calls (issue 17, the back office): maintenance mode and the
 * recently-purchased popup; every API process and shop front follows a change within a second.
 */
export const settingsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffSettings: build.query<SiteSettings, void>({
      query: () => 'Staff/Settings',
      providesTags: ['SiteSettings'],
    }),
    changeSettings: build.mutation<SiteSettings, SiteSettingsPatch>({
      query: (body) => ({ url: 'Staff/Settings', method: 'PUT', body }),
      invalidatesTags: ['SiteSettings'],
    }),
  }),
});

export const { useGetStaffSettingsQuery, useChangeSettingsMutation } = settingsStaffApi;
