import { api } from '#api/store-api.ts';
import type { SellerApplicationStatus } from '#sellers/seller-constants.ts';
import type {
  SellerDecision,
  SellerDecisionResult,
  StaffSellerApplication,
  StaffSellerApplicationPage,
} from '#sellers/seller-application-staff-schemas.ts';

const decisionPaths: Record<SellerDecision, string> = {
  review: 'Review',
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
};

/**
 * Staff's seller-application calls (issue 17, the back office): the applications by status,
 * newest first, one with its documents, history and the decisions open to it, and a decision
 * (with its reason where one is needed; 409 `invalid_transition` when another came first).
 */
export const sellerApplicationsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffSellerApplications: build.query<
      StaffSellerApplicationPage,
      { status?: SellerApplicationStatus; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Staff/SellerApplication', params }),
      providesTags: ['SellerApplication'],
    }),
    getStaffSellerApplication: build.query<StaffSellerApplication, number>({
      query: (id) => `Staff/SellerApplication/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SellerApplication', id }],
    }),
    decideSellerApplication: build.mutation<
      SellerDecisionResult,
      { id: number; decision: SellerDecision; reason?: string }
    >({
      query: ({ id, decision, reason }) => ({
        url: `Staff/SellerApplication/${id}/${decisionPaths[decision]}`,
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
      invalidatesTags: ['SellerApplication'],
    }),
  }),
});

export const {
  useGetStaffSellerApplicationsQuery,
  useGetStaffSellerApplicationQuery,
  useDecideSellerApplicationMutation,
} = sellerApplicationsStaffApi;

/** The path of an application's document, for a download with the staff member's token. */
export function sellerDocumentPath(applicationId: number, documentId: string): string {
  return `Staff/SellerApplication/${applicationId}/Document/${encodeURIComponent(documentId)}`;
}
