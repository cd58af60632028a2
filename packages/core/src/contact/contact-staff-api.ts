import { api } from '#api/store-api.ts';
import type { ContactMessageFilter } from '#contact/contact-constants.ts';
import type { StaffContactMessage, StaffContactMessagePage } from '#contact/contact-schemas.ts';

/**
 * Support staff's Contact Us calls (issue 17, the back office): the messages, newest first, not
 * yet handled by default, and marking one handled with what was done (409 when someone did).
 */
export const contactStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffContactMessages: build.query<
      StaffContactMessagePage,
      { status?: ContactMessageFilter; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Staff/ContactMessage', params }),
      providesTags: ['ContactMessage'],
    }),
    handleContactMessage: build.mutation<StaffContactMessage, { id: number; note: string }>({
      query: ({ id, note }) => ({
        url: `Staff/ContactMessage/${id}/Handled`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const { useGetStaffContactMessagesQuery, useHandleContactMessageMutation } = contactStaffApi;
