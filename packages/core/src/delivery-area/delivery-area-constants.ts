// A brand's delivery area (issue 18), without zod: the quick shop front's first load imports these.

/** Most points a delivery area's polygon has (a bound on what the API stores and answers). */
export const DELIVERY_AREA_MAX_POINTS = 100;
/** Largest radius of a delivery area: 50 km, well past any "minutes" delivery. */
export const DELIVERY_AREA_MAX_RADIUS_METERS = 50_000;

/**
 * How `GET Brand/{id}/DeliveryCheck` decided: `area`, by the brand's delivery area; `city`, for a
 * brand without one, by whether it serves the saved address's city (as the storefront does).
 */
export const deliveryCheckBases = ['area', 'city'] as const;
export type DeliveryCheckBasis = (typeof deliveryCheckBases)[number];
