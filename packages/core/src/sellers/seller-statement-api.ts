import { api } from '#api/store-api.ts';
import type { SellerBulkStockRequest, SellerStockAnswer } from '#sellers/seller-role-schemas.ts';
import type {
  SellerStatement,
  SellerStatementPeriods,
  StaffSellerCommission,
} from '#sellers/seller-statement-schemas.ts';
import type { StockPreview, StockPreviewRequest } from '#sellers/seller-stock-import-schemas.ts';

/**
 * The back office's stock import and statements (issue 17): a seller's preview of a stock file
 * and the bulk change that applies it, the seller's monthly statements, and the commission
 * rate staff read and set for a seller (keyed by the seller's application).
 */
export const sellerStatementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST Seller/Stock/Preview`: each row's change or error; changes nothing. */
    previewSellerStock: build.mutation<StockPreview, StockPreviewRequest>({
      query: (body) => ({ url: 'Seller/Stock/Preview', method: 'POST', body }),
    }),
    /** `POST Seller/Stock`: up to SELLER_BULK_STOCK_MAX products at once, all or nothing. */
    setSellerStocks: build.mutation<SellerStockAnswer, SellerBulkStockRequest>({
      query: (body) => ({ url: 'Seller/Stock', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    getSellerStatement: build.query<
      SellerStatement,
      { period: string; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Seller/Statement', params }),
      // A delivery or a refund changes it: both move an order.
      providesTags: ['Order'],
    }),
    getSellerStatementPeriods: build.query<SellerStatementPeriods, void>({
      query: () => 'Seller/Statement/Period',
      providesTags: ['Order'],
    }),
    getSellerCommission: build.query<StaffSellerCommission, number>({
      query: (applicationId) => `Staff/SellerApplication/${applicationId}/Commission`,
      providesTags: (_result, _error, id) => [{ type: 'SellerApplication', id }],
    }),
    setSellerCommission: build.mutation<
      StaffSellerCommission,
      { applicationId: number; rateBps: number }
    >({
      query: ({ applicationId, rateBps }) => ({
        url: `Staff/SellerApplication/${applicationId}/Commission`,
        method: 'PATCH',
        body: { rateBps },
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'SellerApplication', id: applicationId },
      ],
    }),
  }),
});

export const {
  usePreviewSellerStockMutation,
  useSetSellerStocksMutation,
  useGetSellerStatementQuery,
  useGetSellerStatementPeriodsQuery,
  useGetSellerCommissionQuery,
  useSetSellerCommissionMutation,
} = sellerStatementApi;
