import { api } from '#api/store-api.ts';
import { uploadFile, type UploadFileOptions } from '#api/upload-file.ts';
import type {
  SellerApplicationAccepted,
  SellerApplicationRequest,
  SellerApplicationState,
  SellerDocument,
} from '#sellers/seller-application-schemas.ts';
import type { SellerDocumentKind } from '#sellers/seller-constants.ts';

/** Become Seller's calls of the store API (issue 16, R2.59): public, no account needed. */
export const sellerApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST SellerApplication`: the application with its uploaded documents (202). The same
     * answer whether it is new or the same e-mail and registration number applied before; the
     * code to confirm it is mailed to its e-mail.
     */
    applyToSell: build.mutation<SellerApplicationAccepted, SellerApplicationRequest>({
      query: (body) => ({ url: 'SellerApplication', method: 'POST', body }),
    }),
    /** `POST SellerApplication/{reference}/Confirm`: the mailed code submits the application. */
    confirmSellerApplication: build.mutation<
      SellerApplicationState,
      { reference: string; code: string }
    >({
      query: ({ reference, code }) => ({
        url: `SellerApplication/${encodeURIComponent(reference)}/Confirm`,
        method: 'POST',
        body: { code },
      }),
    }),
    /** `POST SellerApplication/{reference}/Code`: mails a new code (202). */
    resendSellerApplicationCode: build.mutation<void, string>({
      query: (reference) => ({
        url: `SellerApplication/${encodeURIComponent(reference)}/Code`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useApplyToSellMutation,
  useConfirmSellerApplicationMutation,
  useResendSellerApplicationCodeMutation,
} = sellerApplicationApi;

/**
 * `POST SellerApplication/Document?kind=`: one document of an application (R2.59; the cart's
 * upload rules), sent before the application, which names it by the answer's `id`.
 */
export function uploadSellerDocument({
  kind,
  ...options
}: UploadFileOptions & { kind: SellerDocumentKind }) {
  return uploadFile<SellerDocument>({
    ...options,
    path: `SellerApplication/Document?kind=${encodeURIComponent(kind)}`,
  });
}
