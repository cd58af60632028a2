import { z } from 'zod';
import {
  DELIVERY_AREA_MAX_POINTS,
  DELIVERY_AREA_MAX_RADIUS_METERS,
  deliveryCheckBases,
} from '#delivery-area/delivery-area-constants.ts';

export * from '#delivery-area/delivery-area-constants.ts';

// A brand's delivery area (issue 18): the quick shop front's location gate asks the API whether a
// point is served and how soon. Coordinates are WGS 84 degrees.

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A point on the map. */
export const latLngSchema = z.object({ lat: latitude, lng: longitude });
export type LatLng = z.infer<typeof latLngSchema>;

const areaBase = z.object({
  brandId: z.number().int().positive(),
  /** The store the brand delivers from: distances (and so the estimate) are measured from it. */
  store: latLngSchema,
  /** Minutes to pick and pack an order before the rider leaves. */
  prepMinutes: z.number().int().nonnegative(),
  /** Minutes the ride takes per kilometre of straight-line distance from the store. */
  minutesPerKm: z.number().int().nonnegative(),
});

/**
 * `GET Brand/{id}/DeliveryArea`: either a circle of `radiusMeters` around the store, or a polygon:
 * a ring of points (the last joins the first; not repeated), edges straight in latitude and
 * longitude (right at city scale; the antimeridian is not supported). A point on the circle, an
 * edge or a vertex is inside.
 *
 * The estimate: `prepMinutes + ceil(distance in km × minutesPerKm)`, the distance being the
 * straight-line (great-circle) distance from the store, in whole metres.
 */
export const deliveryAreaSchema = z.discriminatedUnion('kind', [
  areaBase.extend({
    kind: z.literal('radius'),
    radiusMeters: z.number().int().positive().max(DELIVERY_AREA_MAX_RADIUS_METERS),
  }),
  areaBase.extend({
    kind: z.literal('polygon'),
    polygon: z.array(latLngSchema).min(3).max(DELIVERY_AREA_MAX_POINTS),
  }),
]);
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/**
 * A coordinate in the query string: a plain decimal (no exponent, hex or blanks, at most 15
 * decimals), so `?lat=` (empty) is refused rather than read as 0.
 */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .max(24)
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, 'Give a decimal number of degrees')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `GET Brand/{id}/DeliveryCheck?lat=&lng=` (a chosen point, no sign-in) or `?addressId=` (one of
 * the signed-in shopper's saved addresses): exactly one of the two.
 */
export const deliveryCheckQuerySchema = z
  .object({
    lat: coordinate(-90, 90).optional(),
    lng: coordinate(-180, 180).optional(),
    addressId: positiveId.optional(),
  })
  .superRefine((query, ctx) => {
    const point = query.lat !== undefined || query.lng !== undefined;
    if (point && query.addressId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['addressId'],
        message: 'Give a point (lat and lng) or an addressId, not both',
      });
    } else if (point) {
      for (const key of ['lat', 'lng'] as const) {
        if (query[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with a point` });
      }
    } else if (query.addressId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['lat'],
        message: 'Give a point (lat and lng) or an addressId',
      });
    }
  });
export type DeliveryCheckQuery = { lat: number; lng: number } | { addressId: number };

/** The answer of `GET Brand/{id}/DeliveryCheck`. */
export const deliveryCheckSchema = z.object({
  /** Whether the brand delivers to the point (or the address). */
  served: z.boolean(),
  basis: z.enum(deliveryCheckBases),
  /** Straight-line distance from the store in whole metres; null when decided by city. */
  distanceMeters: z.number().int().nonnegative().nullable(),
  /**
   * Minutes to the door: by the area's rule, or (by city) the brand's fastest delivery speed;
   * null when not served.
   */
  etaMinutes: z.number().int().nonnegative().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;
