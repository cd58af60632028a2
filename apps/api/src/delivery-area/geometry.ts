import type { DeliveryArea, LatLng } from '@shop/core/schemas';

// The few lines of geometry a delivery area needs (issue 18), written here rather than taken
// from a geometry library: a great-circle distance and a point-in-polygon test.

/** The Earth's mean radius (IUGG), metres: haversine distances are within 0.5 % of the ellipsoid's. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in metres. */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far from an edge, in degrees, a point still counts as on it: 1e-9° is about 0.1 mm, below
 * any coordinate a map gives, and above the rounding of the arithmetic below.
 */
const ON_EDGE_DEGREES = 1e-9;

function onSegment(point: LatLng, a: LatLng, b: LatLng): boolean {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(point.lng - a.lng, point.lat - a.lat) <= ON_EDGE_DEGREES;
  // Distance from the line through a and b, then whether the point lies between a and b.
  const cross = dx * (point.lat - a.lat) - dy * (point.lng - a.lng);
  if (Math.abs(cross) / length > ON_EDGE_DEGREES) return false;
  const along = (dx * (point.lng - a.lng) + dy * (point.lat - a.lat)) / length;
  return along >= -ON_EDGE_DEGREES && along <= length + ON_EDGE_DEGREES;
}

/**
 * Whether the point is inside the ring, or on one of its edges or vertices (both count as
 * inside). Edges are straight in latitude and longitude, which at city scale is the street map's
 * straight line; a ring that crosses the antimeridian is not supported. Even-odd rule (a ray
 * towards growing longitude), so a concave ring works; the ring is not closed by repeating its
 * first point, the last edge joins the last point to the first.
 */
export function pointInPolygon(point: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    if (onSegment(point, a, b)) return true;
    // Half-open in latitude: a vertex on the ray's line is counted for one of its two edges only.
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossingLng = a.lng + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lng - a.lng);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

/** What a delivery area answers for a point. */
export interface AreaAnswer {
  served: boolean;
  /** From the store, rounded to whole metres. */
  distanceMeters: number;
  /** Minutes to the door when served, else null. */
  etaMinutes: number | null;
}

/**
 * The area's answer for a point. A radius area serves a point whose distance from the store,
 * rounded to whole metres (the `distanceMeters` answered), is at most the radius: on the circle
 * is served. The estimate is `prepMinutes + ceil(km × minutesPerKm)`, km being that rounded
 * distance over 1,000: e.g. 10 minutes to pack and 2 a km give 10 minutes at the store, 17 at 3.2
 * km.
 */
export function checkArea(area: DeliveryArea, point: LatLng): AreaAnswer {
  const distance = Math.round(distanceMeters(area.store, point));
  const served =
    area.kind === 'radius' ? distance <= area.radiusMeters : pointInPolygon(point, area.polygon);
  return {
    served,
    distanceMeters: distance,
    etaMinutes: served ? etaMinutes(area, distance) : null,
  };
}

/** Minutes to the door at `distance` metres from the store (see {@link checkArea}). */
export function etaMinutes(
  area: Pick<DeliveryArea, 'prepMinutes' | 'minutesPerKm'>,
  distance: number,
): number {
  // Whole minutes of riding, rounded up; the integer product avoids 0.1 + 0.2 surprises.
  return area.prepMinutes + Math.ceil((distance * area.minutesPerKm) / 1000);
}
