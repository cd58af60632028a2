import type { DeliveryArea, LatLng } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { TANNOUR_POLYGON } from '#src/db/demo/demo-brands.ts';
import { checkArea, distanceMeters, EARTH_RADIUS_METERS, pointInPolygon } from './geometry.ts';

/** The point `meters` north (negative: south) of `from`: along a meridian the distance is exact. */
const north = (from: LatLng, meters: number): LatLng => ({
  lat: from.lat + (meters / EARTH_RADIUS_METERS) * (180 / Math.PI),
  lng: from.lng,
});
/** About one metre, in degrees of latitude. */
const METRE = (1 / EARTH_RADIUS_METERS) * (180 / Math.PI);

const store = { lat: 24.696, lng: 46.684 };
const circle: DeliveryArea = {
  kind: 'radius',
  brandId: 1,
  store,
  radiusMeters: 5000,
  prepMinutes: 10,
  minutesPerKm: 2,
};

// The demo's Tannour area, an L: the square 24.76–24.80 × 46.64–46.69 is cut out of its
// south-east corner.
const ring: LatLng[] = TANNOUR_POLYGON;
const polygonArea: DeliveryArea = {
  kind: 'polygon',
  brandId: 2,
  store: { lat: 24.805, lng: 46.62 },
  polygon: ring,
  prepMinutes: 15,
  minutesPerKm: 3,
};

describe('distanceMeters', () => {
  it('measures great circles: a degree of latitude, Riyadh to Jeddah', () => {
    expect(distanceMeters(store, store)).toBe(0);
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, 0);
    // Riyadh (24.7136, 46.6753) to Jeddah (21.4858, 39.1925): about 845 km in a straight line
    // (949 by road).
    const km =
      distanceMeters({ lat: 24.7136, lng: 46.6753 }, { lat: 21.4858, lng: 39.1925 }) / 1000;
    expect(km).toBeGreaterThan(840);
    expect(km).toBeLessThan(850);
    expect(distanceMeters({ lat: 10, lng: 20 }, { lat: -5, lng: 30 })).toBeCloseTo(
      distanceMeters({ lat: -5, lng: 30 }, { lat: 10, lng: 20 }),
      6,
    );
  });
});

describe('a radius area', () => {
  it('serves the store, a point exactly on the circle and one just inside; not one just outside', () => {
    expect(checkArea(circle, store)).toEqual({ served: true, distanceMeters: 0, etaMinutes: 10 });
    expect(checkArea(circle, north(store, 5000))).toEqual({
      served: true,
      distanceMeters: 5000,
      etaMinutes: 20,
    });
    expect(checkArea(circle, north(store, -4999))).toEqual({
      served: true,
      distanceMeters: 4999,
      etaMinutes: 20,
    });
    expect(checkArea(circle, north(store, 5001))).toEqual({
      served: false,
      distanceMeters: 5001,
      etaMinutes: null,
    });
  });

  it('rounds the ride up to whole minutes: 10 to pack, 2 a km', () => {
    expect(checkArea(circle, north(store, 1)).etaMinutes).toBe(11);
    expect(checkArea(circle, north(store, 3200)).etaMinutes).toBe(17);
    expect(checkArea(circle, north(store, 3500)).etaMinutes).toBe(17);
  });

  it('is a circle on the ground, not in degrees: east and west as north', () => {
    // 4,900 m east is inside, though it is more degrees of longitude than 5,000 m of latitude.
    const east = { lat: store.lat, lng: store.lng + 4900 / 101_000 };
    expect(checkArea(circle, east).served).toBe(true);
    const farEast = { lat: store.lat, lng: store.lng + 5100 / 101_000 };
    expect(checkArea(circle, farEast).served).toBe(false);
  });
});

describe('a polygon area (concave)', () => {
  it('counts every vertex, the reflex one included, as inside', () => {
    for (const vertex of ring) expect(pointInPolygon(vertex, ring)).toBe(true);
  });

  it('counts points on every edge as inside', () => {
    for (const [i, a] of ring.entries()) {
      const b = ring[(i + 1) % ring.length]!;
      const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
      expect(pointInPolygon(middle, ring)).toBe(true);
      const third = { lat: a.lat + (b.lat - a.lat) / 3, lng: a.lng + (b.lng - a.lng) / 3 };
      expect(pointInPolygon(third, ring)).toBe(true);
    }
  });

  it('serves a metre inside an edge and not a metre outside it', () => {
    // The south edge (24.76) and the notch's north edge (24.80), the west edge (46.58).
    expect(pointInPolygon({ lat: 24.76 + METRE, lng: 46.6 }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.76 - METRE, lng: 46.6 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.8 + METRE, lng: 46.67 }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.8 - METRE, lng: 46.67 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.8, lng: 46.58 + METRE }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.8, lng: 46.58 - METRE }, ring)).toBe(false);
    // By the reflex vertex (24.80, 46.64): inside to its west and north, outside in the notch.
    expect(pointInPolygon({ lat: 24.8 - METRE, lng: 46.64 - METRE }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.8 + METRE, lng: 46.64 + METRE }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.8 - METRE, lng: 46.64 + METRE }, ring)).toBe(false);
  });

  it('leaves out the notch and everything around, whatever the ray meets on its way', () => {
    expect(pointInPolygon({ lat: 24.78, lng: 46.66 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.78, lng: 46.6 }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.82, lng: 46.68 }, ring)).toBe(true);
    // On the latitude of two vertices (24.80, the ray runs along the notch's edge) and of one.
    expect(pointInPolygon({ lat: 24.8, lng: 46.57 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.8, lng: 46.6 }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 24.8, lng: 46.7 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.85, lng: 46.57 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 24.9, lng: 46.6 }, ring)).toBe(false);
  });

  it('answers distance and estimate from the store, served or not', () => {
    const answer = checkArea(polygonArea, { lat: 24.78, lng: 46.6 });
    expect(answer.served).toBe(true);
    const distance = Math.round(distanceMeters(polygonArea.store, { lat: 24.78, lng: 46.6 }));
    expect(answer).toEqual({
      served: true,
      distanceMeters: distance,
      etaMinutes: 15 + Math.ceil((distance * 3) / 1000),
    });
    expect(checkArea(polygonArea, { lat: 24.78, lng: 46.66 })).toMatchObject({
      served: false,
      etaMinutes: null,
    });
  });
});
