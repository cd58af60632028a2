import {
  addressIdQuerySchema,
  addressListQuerySchema,
  addressSaveRequestSchema,
  addressSchema,
  MAX_ADDRESSES,
  type Address,
  type LatLng,
} from '@shop/core/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import type { Database } from '#src/db/database.ts';
import { cities, countries, customerAddresses, customers, states } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';

interface RegionIds {
  countryId: number;
  stateId: number;
  cityId: number;
}

/**
 * 400 `validation` naming the field unless the country exists, the state is in it and the city
 * in the state (`part` is `body` or `query`; the body calls the city `subCityId`).
 */
async function requireRegion(
  db: Database,
  { countryId, stateId, cityId }: RegionIds,
  part: 'body' | 'query',
): Promise<void> {
  const invalid = (field: string, what: string) =>
    new ApiHttpError(400, 'validation', what, `${part}.${field}`);
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (
    countryId > MAX_ID ||
    !(await exists(
      db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)),
    ))
  ) {
    throw invalid('countryId', `Country ${countryId} not found`);
  }
  if (
    stateId > MAX_ID ||
    !(await exists(
      db
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.id, stateId), eq(states.countryId, countryId))),
    ))
  ) {
    throw invalid('stateId', `State ${stateId} is not in country ${countryId}`);
  }
  if (
    cityId > MAX_ID ||
    !(await exists(
      db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId))),
    ))
  ) {
    throw invalid(
      part === 'body' ? 'subCityId' : 'cityId',
      `City ${cityId} is not in state ${stateId}`,
    );
  }
}

export function toAddress(row: typeof customerAddresses.$inferSelect): Address {
  return {
    id: row.id,
    title: row.title,
    streetAddress: row.streetAddress,
    countryId: row.countryId,
    stateId: row.stateId,
    subCityId: row.cityId,
    postalCode: row.postalCode,
    phone: row.phone,
    buildingNumber: row.buildingNumber,
    floorNumber: row.floorNumber,
    apartmentNumber: row.apartmentNumber,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    notes: row.notes,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
}

/**
 * The address as an order keeps it (its shipping and billing copy): the fields the order pages
 * and invoices print, without the point on the map.
 */
export function toOrderAddressCopy(row: typeof customerAddresses.$inferSelect) {
  const { location: _location, ...copy } = toAddress(row);
  return copy;
}

/** The columns of a request's `location`: omitted keeps the saved point, null clears it. */
function locationColumns(location: LatLng | null | undefined) {
  if (location === undefined) return {};
  return { lat: location?.lat ?? null, lng: location?.lng ?? null };
}

/** `CustomerAddress`: the signed-in customer's delivery addresses (spec §7 shapes). */
export const addressesRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];

  app.post(
    '/CustomerAddress',
    {
      onRequest,
      schema: {
        tags,
        summary: `Add an address (201), or with the id of one of the customer's addresses replace its fields (200; another customer's id is a 404). subCityId is the city id; location is the point on the map (an edit without it keeps the saved one, null clears it); country, state and city must match; a ${MAX_ADDRESSES + 1}th add is a 409 addresses_full`,
        body: addressSaveRequestSchema,
        response: { 200: addressSchema, 201: addressSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { id, subCityId, location, ...fields } = request.body;
      await requireRegion(db, { ...fields, cityId: subCityId }, 'body');
      if (id !== undefined) {
        // An edit keeps the number of addresses, so it needs neither the cap nor its lock: one
        // statement that matches only the owner's row (a deleted or foreign id changes nothing).
        const [updated] =
          id > MAX_ID
            ? []
            : await db
                .update(customerAddresses)
                .set({ ...fields, ...locationColumns(location), cityId: subCityId })
                .where(
                  and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customer.id)),
                )
                .returning();
        if (!updated) {
          throw new ApiHttpError(404, 'address_not_found', `Address ${id} not found`, 'body.id');
        }
        return reply.code(200).send(toAddress(updated));
      }
      // The customer's row lock orders concurrent adds: each counts after the previous one
      // committed, so they cannot both take the last place (PostgreSQL read committed).
      const row = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${customers} where ${customers.id} = ${customer.id} for update`,
        );
        const [kept] = await tx
          .select({ n: count() })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customer.id));
        if ((kept?.n ?? 0) >= MAX_ADDRESSES) return undefined;
        const [inserted] = await tx
          .insert(customerAddresses)
          .values({
            ...fields,
            ...locationColumns(location),
            cityId: subCityId,
            customerId: customer.id,
          })
          .returning();
        return inserted;
      });
      if (!row) {
        throw new ApiHttpError(
          409,
          'addresses_full',
          `A customer keeps at most ${MAX_ADDRESSES} addresses: delete one first`,
        );
      }
      return reply.code(201).send(toAddress(row));
    },
  );

  app.get(
    '/CustomerAddress',
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's addresses in a city",
        querystring: addressListQuerySchema,
        response: { 200: z.array(addressSchema), ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await requireRegion(db, request.query, 'query');
      const rows = await db
        .select()
        .from(customerAddresses)
        .where(
          and(
            eq(customerAddresses.customerId, customer.id),
            eq(customerAddresses.cityId, request.query.cityId),
          ),
        )
        .orderBy(asc(customerAddresses.id));
      return rows.map(toAddress);
    },
  );

  app.delete(
    '/CustomerAddress',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete one of the customer’s addresses (another customer’s is a 404)',
        querystring: addressIdQuerySchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { addressId } = request.query;
      const deleted =
        addressId > MAX_ID
          ? []
          : await db
              .delete(customerAddresses)
              .where(
                and(
                  eq(customerAddresses.id, addressId),
                  eq(customerAddresses.customerId, customer.id),
                ),
              )
              .returning({ id: customerAddresses.id });
      if (deleted.length === 0) throw notFound('Address', addressId, 'query.addressId');
      return reply.code(204).send(null);
    },
  );

  done();
};
