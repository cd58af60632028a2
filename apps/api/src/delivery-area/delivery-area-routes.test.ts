import type { Address, ApiError, DeliveryArea, DeliveryCheck, LatLng } from '@shop/core/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHALEEJ_FRESH_AREA, TANNOUR_AREA } from '#src/db/demo/demo-brands.ts';
import { brandDeliveryAreas, brands, customerAddresses, stores } from '#src/db/schema.ts';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { EARTH_RADIUS_METERS } from './geometry.ts';

const customerApp = useCustomerApp();
const { call } = customerApp;

/** The point `meters` north (negative: south) of `from`: along a meridian the distance is exact. */
const north = (from: LatLng, meters: number): LatLng => ({
  lat: from.lat + (meters / EARTH_RADIUS_METERS) * (180 / Math.PI),
  lng: from.lng,
});
const METRE = (1 / EARTH_RADIUS_METERS) * (180 / Math.PI);

const riyadh = { countryId: 1, stateId: 1, subCityId: 1 };
const address = {
  title: 'Home',
  streetAddress: 'King Fahd Road 1',
  ...riyadh,
  postalCode: '12345',
  phone: '512345678',
};

let brandId: Record<string, number>;
let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  const rows = await customerApp.db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.slug, ['khaleej-fresh', 'tannour', 'nakheel', 'waha']));
  brandId = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  [a, b] = [await customerApp.signUp(), await customerApp.signUp()];
});

const check = (brand: number, query: string, token?: string) =>
  call('GET', `Brand/${brand}/DeliveryCheck?${query}`, { token });
const checkPoint = async (brand: number, point: LatLng) => {
  const response = await check(brand, `lat=${point.lat.toFixed(15)}&lng=${point.lng.toFixed(15)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeliveryCheck>();
};
const addAddress = async (who: SignedUp, location?: LatLng | null, city = riyadh) => {
  const response = await call('POST', 'CustomerAddress', {
    token: who.token,
    body: { ...address, ...city, ...(location === undefined ? {} : { location }) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Address>();
};

describe('GET Brand/{id}/DeliveryArea', () => {
  it('answers a radius and a polygon area with what the estimate is made of, cacheable', async () => {
    const circle = await call('GET', `Brand/${brandId['khaleej-fresh']}/DeliveryArea`);
    expect(circle.statusCode).toBe(200);
    expect(circle.headers['cache-control']).toMatch(/^public/);
    expect(circle.json<DeliveryArea>()).toEqual({
      brandId: brandId['khaleej-fresh'],
      kind: 'radius',
      ...KHALEEJ_FRESH_AREA,
    });
    const polygon = await call('GET', `Brand/${brandId.tannour}/DeliveryArea`);
    expect(polygon.json<DeliveryArea>()).toEqual({
      brandId: brandId.tannour,
      kind: 'polygon',
      ...TANNOUR_AREA,
    });
  });

  it('is a 404 for an unknown or hidden brand, and delivery_area_not_found for one without an area', async () => {
    for (const id of [999_999, 2_147_483_647, 99_999_999_999]) {
      const response = await call('GET', `Brand/${id}/DeliveryArea`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json<ApiError[]>()[0]).toMatchObject({ code: 'not_found' });
    }
    const byCity = await call('GET', `Brand/${brandId.nakheel}/DeliveryArea`);
    expect(byCity.statusCode).toBe(404);
    expect(byCity.json<ApiError[]>()[0]).toMatchObject({ code: 'delivery_area_not_found' });
    expect((await call('GET', `Brand/0/DeliveryArea`)).statusCode).toBe(400);
  });
});

describe('GET Brand/{id}/DeliveryCheck?lat=&lng=', () => {
  const store = KHALEEJ_FRESH_AREA.store;
  const radius = 'radiusMeters' in KHALEEJ_FRESH_AREA ? KHALEEJ_FRESH_AREA.radiusMeters : 0;

  it('serves the radius’s circle and what is inside it, not a metre beyond, never cached', async () => {
    const id = brandId['khaleej-fresh']!;
    const atStore = await check(id, `lat=${store.lat}&lng=${store.lng}`);
    expect(atStore.headers['cache-control']).toBe('private, no-store');
    expect(atStore.json()).toEqual({
      served: true,
      basis: 'area',
      distanceMeters: 0,
      etaMinutes: 8,
    });
    expect(await checkPoint(id, north(store, radius))).toEqual({
      served: true,
      basis: 'area',
      distanceMeters: radius,
      etaMinutes: 8 + 18,
    });
    expect(await checkPoint(id, north(store, -(radius - 1)))).toMatchObject({
      served: true,
      distanceMeters: radius - 1,
    });
    expect(await checkPoint(id, north(store, radius + 1))).toEqual({
      served: false,
      basis: 'area',
      distanceMeters: radius + 1,
      etaMinutes: null,
    });
    // Riyadh's other side (King Khalid Airport): far outside.
    expect(await checkPoint(id, { lat: 24.9576, lng: 46.6988 })).toMatchObject({ served: false });
  });

  it('serves the polygon’s vertices, edges and inside, not its concave notch or a metre outside', async () => {
    const id = brandId.tannour!;
    const ring = 'polygon' in TANNOUR_AREA ? TANNOUR_AREA.polygon : [];
    for (const vertex of ring) expect((await checkPoint(id, vertex)).served).toBe(true);
    for (const [i, from] of ring.entries()) {
      const to = ring[(i + 1) % ring.length]!;
      const middle = { lat: (from.lat + to.lat) / 2, lng: (from.lng + to.lng) / 2 };
      expect((await checkPoint(id, middle)).served, JSON.stringify(middle)).toBe(true);
    }
    expect((await checkPoint(id, { lat: 24.76 + METRE, lng: 46.6 })).served).toBe(true);
    expect((await checkPoint(id, { lat: 24.76 - METRE, lng: 46.6 })).served).toBe(false);
    expect((await checkPoint(id, { lat: 24.8 + METRE, lng: 46.67 })).served).toBe(true);
    expect((await checkPoint(id, { lat: 24.8 - METRE, lng: 46.67 })).served).toBe(false);
    const notch = await checkPoint(id, { lat: 24.78, lng: 46.66 });
    expect(notch).toMatchObject({ served: false, basis: 'area', etaMinutes: null });
    expect(notch.distanceMeters).toBeGreaterThan(0);
    const inside = await checkPoint(id, { lat: 24.82, lng: 46.68 });
    expect(inside.served).toBe(true);
    expect(inside.etaMinutes).toBe(15 + Math.ceil((inside.distanceMeters! * 3) / 1000));
  });

  it('refuses a point for a brand that delivers by city, and unknown brands', async () => {
    const byCity = await check(brandId.nakheel!, 'lat=24.7&lng=46.7');
    expect(byCity.statusCode).toBe(404);
    expect(byCity.json<ApiError[]>()[0]).toMatchObject({
      code: 'delivery_area_not_found',
      field: 'query.lat',
    });
    const unknown = await check(999_999, 'lat=24.7&lng=46.7');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError[]>()[0]).toMatchObject({ code: 'not_found' });
  });

  it('answers 400 naming the field for out-of-range, malformed or missing coordinates', async () => {
    const id = brandId['khaleej-fresh']!;
    const cases: [string, string][] = [
      ['lat=90.0001&lng=46.7', 'query.lat'],
      ['lat=-91&lng=46.7', 'query.lat'],
      ['lat=24.7&lng=180.5', 'query.lng'],
      ['lat=24.7&lng=-181', 'query.lng'],
      ['lat=&lng=46.7', 'query.lat'],
      ['lat=24.7&lng=', 'query.lng'],
      ['lat=abc&lng=46.7', 'query.lat'],
      ['lat=2e1&lng=46.7', 'query.lat'],
      ['lat=0x18&lng=46.7', 'query.lat'],
      ['lat=NaN&lng=46.7', 'query.lat'],
      ['lat=Infinity&lng=46.7', 'query.lat'],
      [`lat=24.${'7'.repeat(40)}&lng=46.7`, 'query.lat'],
      ['lat=24.7', 'query.lng'],
      ['lng=46.7', 'query.lat'],
      ['', 'query.lat'],
      ['lat=24.7&lng=46.7&addressId=1', 'query.addressId'],
      ['addressId=0', 'query.addressId'],
      ['addressId=x', 'query.addressId'],
    ];
    for (const [query, field] of cases) {
      const response = await check(id, query, a.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError[]>(), query).toContainEqual(
        expect.objectContaining({ code: 'validation', field }),
      );
    }
    // Edges of the ranges are points like any other.
    for (const query of ['lat=90&lng=180', 'lat=-90&lng=-180', 'lat=0&lng=0', 'lat=-0.5&lng=46']) {
      expect((await check(id, query)).statusCode, query).toBe(200);
    }
  });
});

describe('GET Brand/{id}/DeliveryCheck?addressId=', () => {
  it('checks the shopper’s saved address by its point on the map', async () => {
    const home = await addAddress(a, { lat: 24.7113, lng: 46.6744 });
    const answer = await check(brandId['khaleej-fresh']!, `addressId=${home.id}`, a.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const served = answer.json<DeliveryCheck>();
    expect(served).toMatchObject({ served: true, basis: 'area' });
    expect(served.distanceMeters).toBeGreaterThan(1900);
    expect(served.distanceMeters).toBeLessThan(2000);
    expect(served.etaMinutes).toBe(8 + Math.ceil((served.distanceMeters! * 3) / 1000));
    // The same point checked as a point answers the same.
    expect(await checkPoint(brandId['khaleej-fresh']!, home.location!)).toEqual(served);
    // Outside Tannour's L.
    expect(
      (await check(brandId.tannour!, `addressId=${home.id}`, a.token)).json<DeliveryCheck>(),
    ).toMatchObject({ served: false, basis: 'area', etaMinutes: null });
  });

  it('is a 404 for another customer’s or a deleted address, and 401 without signing in', async () => {
    const home = await addAddress(a, { lat: 24.7113, lng: 46.6744 });
    const byB = await check(brandId['khaleej-fresh']!, `addressId=${home.id}`, b.token);
    expect(byB.statusCode).toBe(404);
    expect(byB.json<ApiError[]>()[0]).toMatchObject({
      code: 'address_not_found',
      field: 'query.addressId',
    });
    // Nothing of a's address leaks: the same answer as an id nobody has.
    const none = await check(brandId['khaleej-fresh']!, 'addressId=2147483647', b.token);
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiError[]>()[0]).toMatchObject({ code: 'address_not_found' });
    const anonymous = await check(brandId['khaleej-fresh']!, `addressId=${home.id}`);
    expect(anonymous.statusCode).toBe(401);
    const ended = await check(brandId['khaleej-fresh']!, `addressId=${home.id}`, 'not-a-token');
    expect(ended.statusCode).toBe(401);
    // A point needs no token, but one sent must be a live customer's.
    const point = 'lat=24.7113&lng=46.6744';
    expect((await check(brandId['khaleej-fresh']!, point)).statusCode).toBe(200);
    expect((await check(brandId['khaleej-fresh']!, point, a.token)).statusCode).toBe(200);
    expect((await check(brandId['khaleej-fresh']!, point, 'not-a-token')).statusCode).toBe(401);
    await customerApp.db.delete(customerAddresses).where(eq(customerAddresses.id, home.id));
    expect(
      (await check(brandId['khaleej-fresh']!, `addressId=${home.id}`, a.token)).statusCode,
    ).toBe(404);
  });

  it('asks for the point of an address never placed on the map (409), unless the brand goes by city', async () => {
    const unplaced = await addAddress(a);
    expect(unplaced.location).toBeNull();
    const refused = await check(brandId['khaleej-fresh']!, `addressId=${unplaced.id}`, a.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError[]>()[0]).toMatchObject({
      code: 'address_location_missing',
      field: 'query.addressId',
    });
    // Nakheel has no area and serves Riyadh: its fastest speed (express, 45 minutes).
    expect(
      (await check(brandId.nakheel!, `addressId=${unplaced.id}`, a.token)).json<DeliveryCheck>(),
    ).toEqual({ served: true, basis: 'city', distanceMeters: null, etaMinutes: 45 });
    // Waha serves the Emirates only.
    expect(
      (await check(brandId.waha!, `addressId=${unplaced.id}`, a.token)).json<DeliveryCheck>(),
    ).toEqual({ served: false, basis: 'city', distanceMeters: null, etaMinutes: null });
  });

  it('answers a brand whose store is suspended as unknown', async () => {
    const [store] = await customerApp.db
      .insert(stores)
      .values({
        slug: `area-${Date.now()}`,
        name: 'م',
        nameEn: 'S',
        description: '',
        descriptionEn: '',
        status: 'suspended',
      })
      .returning({ id: stores.id });
    const [hidden] = await customerApp.db
      .select()
      .from(brands)
      .where(eq(brands.slug, 'khaleej-fresh'));
    await customerApp.db
      .update(brands)
      .set({ storeId: store!.id })
      .where(eq(brands.id, hidden!.id));
    try {
      expect((await call('GET', `Brand/${hidden!.id}/DeliveryArea`)).statusCode).toBe(404);
      expect((await check(hidden!.id, 'lat=24.7&lng=46.7')).statusCode).toBe(404);
    } finally {
      await customerApp.db
        .update(brands)
        .set({ storeId: hidden!.storeId })
        .where(eq(brands.id, hidden!.id));
    }
  });
});

describe('the stored shapes', () => {
  it('refuses an area without its radius or polygon, a short or mixed one, and half a point', async () => {
    const { db } = customerApp;
    const refused = async (write: () => Promise<unknown>) => {
      await expect(write()).rejects.toThrow();
    };
    const base = { brandId: brandId.nakheel!, storeLat: 24.7, storeLng: 46.7, prepMinutes: 5 };
    const area = { ...base, minutesPerKm: 2 };
    await refused(() => db.insert(brandDeliveryAreas).values({ ...area, kind: 'radius' }));
    await refused(() => db.insert(brandDeliveryAreas).values({ ...area, kind: 'polygon' }));
    await refused(() =>
      db.insert(brandDeliveryAreas).values({ ...area, kind: 'radius', radiusMeters: 0 }),
    );
    await refused(() =>
      db.insert(brandDeliveryAreas).values({
        ...area,
        kind: 'polygon',
        polygon: [
          { lat: 1, lng: 1 },
          { lat: 2, lng: 2 },
        ],
      }),
    );
    await refused(() =>
      db.insert(brandDeliveryAreas).values({
        ...area,
        kind: 'radius',
        radiusMeters: 100,
        polygon: [
          { lat: 1, lng: 1 },
          { lat: 2, lng: 2 },
          { lat: 2, lng: 1 },
        ],
      }),
    );
    await refused(() =>
      db
        .insert(brandDeliveryAreas)
        .values({ ...area, storeLat: 95, kind: 'radius', radiusMeters: 1 }),
    );
    const home = await addAddress(a);
    await refused(() =>
      db.update(customerAddresses).set({ lat: 24.7 }).where(eq(customerAddresses.id, home.id)),
    );
    // Nothing was kept: Nakheel still delivers by city.
    expect((await call('GET', `Brand/${brandId.nakheel}/DeliveryArea`)).statusCode).toBe(404);
  });
});

describe('DeliveryCheck and the public-read limit', () => {
  let limited: ReturnType<typeof buildTestApp> | undefined;
  beforeAll(() => {
    limited = buildTestApp(customerApp.db, { publicReads: { perMinute: 5 } });
  });
  afterAll(() => limited?.close());

  it('counts checks per client: the 6th in a minute is a 429 with Retry-After, others go on', async () => {
    const url = `/api/Brand/${brandId['khaleej-fresh']}/DeliveryCheck?lat=24.7&lng=46.68`;
    const from = (remoteAddress: string) =>
      limited!.inject({ method: 'GET', url, headers: storefrontHeaders, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await from('192.0.2.10')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await from('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<ApiError[]>()[0]).toMatchObject({ code: 'rate_limited' });
    expect((await from('192.0.2.11')).statusCode).toBe(200);
  });
});
