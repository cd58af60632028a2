import { api } from '#api/store-api.ts';
import type {
  DeliveryArea,
  DeliveryCheck,
  DeliveryCheckQuery,
} from '#delivery-area/delivery-area-schemas.ts';

/** What {@link deliveryAreaApi}'s `checkDelivery` asks: a brand, and a point or a saved address. */
export type DeliveryCheckArgs = { brandId: number } & DeliveryCheckQuery;

/**
 * A brand's delivery area and "is this served, how soon" (issue 18): the quick shop front's
 * location gate. The API decides; the page only shows its answer (see `deliveryCheckText`).
 */
export const deliveryAreaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Brand/{id}/DeliveryArea`: 404 `delivery_area_not_found` for a brand that goes by city. */
    getDeliveryArea: build.query<DeliveryArea, number>({
      query: (brandId) => `Brand/${brandId}/DeliveryArea`,
      providesTags: (_result, _error, brandId) => [{ type: 'Brand', id: brandId }],
    }),
    /**
     * `GET Brand/{id}/DeliveryCheck?lat=&lng=` or `?addressId=` (the signed-in shopper's own; a
     * changed or deleted address checks again).
     */
    checkDelivery: build.query<DeliveryCheck, DeliveryCheckArgs>({
      query: ({ brandId, ...params }) => ({
        url: `Brand/${brandId}/DeliveryCheck`,
        params: { ...params },
      }),
      providesTags: (_result, _error, args) => [
        { type: 'Brand', id: args.brandId },
        ...('addressId' in args ? (['Address'] as const) : []),
      ],
    }),
  }),
});

export const { useGetDeliveryAreaQuery, useCheckDeliveryQuery, useLazyCheckDeliveryQuery } =
  deliveryAreaApi;
