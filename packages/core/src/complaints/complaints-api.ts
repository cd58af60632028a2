import { api } from '#api/store-api.ts';
import type { Complaint, ComplaintPage, ComplaintRequest } from '#complaints/complaint-schemas.ts';

/** The complaints' calls of the store API (issue 15, R2.82): the shopper's own. */
export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Complaint?orderId=&page=`: the shopper's complaints (of one order), newest first. */
    getComplaints: build.query<
      ComplaintPage,
      { orderId?: number; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Complaint', params }),
      providesTags: ['Complaint'],
    }),
    /** `POST Complaint`: a reason from the list and a note; 409 `complaints_full`, 429. */
    fileComplaint: build.mutation<Complaint, ComplaintRequest>({
      query: (body) => ({ url: 'Complaint', method: 'POST', body }),
      invalidatesTags: ['Complaint'],
    }),
  }),
});

export const { useGetComplaintsQuery, useFileComplaintMutation } = complaintsApi;
