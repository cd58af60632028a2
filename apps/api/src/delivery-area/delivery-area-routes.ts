import {
  deliveryAreaSchema,
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  type DeliveryCheck,
} from '@shop/core/schemas';
import type { onRequestAsyncHookHandler } from 'fastify';
import { idParamsSchema, MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import { BEARER_SCHEME, PUBLIC_KEY_SCHEME } from '#src/http/openapi.ts';
import { brandDeliveryArea, customerAddressPlace, servesCity } from './delivery-area-queries.ts';
import { checkArea } from './geometry.ts';
import { customerErrors } from '#src/http/customer-errors.ts';

function noArea(brandId: number, field?: string): ApiHttpError {
  return new ApiHttpError(
    404,
    'delivery_area_not_found',
    `Brand ${brandId} has no delivery area: it delivers by city (check a saved address)`,
    field,
  );
}

/**
 * `GET Brand/{id}/DeliveryArea` and `GET Brand/{id}/DeliveryCheck` (issue 18): a brand's delivery
 * area and whether a point or a saved address is in it, how far from the store and how soon. Both
 * are public reads under the per-client read limit (PUBLIC_READS_PER_MINUTE); the answer for a
 * saved address is the signed-in shopper's own.
 */
export const deliveryAreaRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Catalog'];

  app.get(
    '/Brand/:id/DeliveryArea',
    {
      schema: {
        tags,
        summary:
          "A brand's delivery area: a radius (metres) around its store, or a polygon (a ring of points, the last joining the first), with what its estimate is made of: prepMinutes + ceil(km from the store × minutesPerKm). 404 not_found for an unknown brand, delivery_area_not_found for a brand that delivers by city",
        params: idParamsSchema,
        response: { 200: deliveryAreaSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const area = id > MAX_ID ? undefined : await brandDeliveryArea(db, id);
      if (area === undefined) throw notFound('Brand', id);
      if (area === null) throw noArea(id);
      cachePublicly(reply);
      return area;
    },
  );

  // Only a saved address needs the shopper: a chosen point is anyone's question. A token, when
  // sent, is a customer's (as on the cart's routes): a seller's or staff member's is refused.
  const customer = requireCustomer(db, tokenTtlDays);
  const customerWhenAddress: onRequestAsyncHookHandler = async function (request, reply) {
    if (
      (request.query as Record<string, unknown>).addressId !== undefined ||
      request.headers.authorization !== undefined
    )
      await customer.call(this, request, reply);
  };

  app.get(
    '/Brand/:id/DeliveryCheck',
    {
      onRequest: customerWhenAddress,
      onSend: neverCached,
      schema: {
        tags,
        summary:
          "Whether the brand delivers to a point (?lat=&lng=, decimal degrees) or to one of the signed-in shopper's addresses (?addressId=, another's is a 404 address_not_found), how far it is from the store (whole metres) and how many minutes to the door. A point on the area's edge is served. A brand without an area answers a saved address by its city (basis \"city\": the brand's fastest speed's minutes, no distance) and a point with 404 delivery_area_not_found; an address never placed on the map is a 409 address_location_missing for a brand with an area. Never cached",
        params: idParamsSchema,
        querystring: deliveryCheckQuerySchema,
        security: [{ [PUBLIC_KEY_SCHEME]: [] }, { [PUBLIC_KEY_SCHEME]: [], [BEARER_SCHEME]: [] }],
        response: { 200: deliveryCheckSchema, ...customerErrors },
      },
    },
    async (request): Promise<DeliveryCheck> => {
      const { id } = request.params;
      const { lat, lng, addressId } = request.query;
      const area = id > MAX_ID ? undefined : await brandDeliveryArea(db, id);
      if (area === undefined) throw notFound('Brand', id);

      let point = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      if (addressId !== undefined) {
        const { customer: shopper } = signedInCustomer(request);
        const place =
          addressId > MAX_ID ? undefined : await customerAddressPlace(db, shopper.id, addressId);
        if (!place) {
          throw new ApiHttpError(
            404,
            'address_not_found',
            `Address ${addressId} not found`,
            'query.addressId',
          );
        }
        if (area === null) {
          return {
            ...(await servesCity(db, id, place.cityId)),
            basis: 'city',
            distanceMeters: null,
          };
        }
        if (place.lat === null || place.lng === null) {
          throw new ApiHttpError(
            409,
            'address_location_missing',
            `Address ${addressId} has no point on the map: place it to check the delivery area`,
            'query.addressId',
          );
        }
        point = { lat: place.lat, lng: place.lng };
      }
      if (area === null) throw noArea(id, 'query.lat');
      // The query schema asks for a point or an address, so one of the two is here.
      if (!point) throw new Error('DeliveryCheck: neither a point nor an address');
      return { ...checkArea(area, point), basis: 'area' };
    },
  );
  done();
};
