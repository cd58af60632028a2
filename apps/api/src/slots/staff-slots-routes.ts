import {
  pickingListQuerySchema,
  pickingListSchema,
  sellerIdParamsSchema,
  sellerSlotCreateSchema,
  sellerSlotUpdateSchema,
  staffSlotListQuerySchema,
  staffSlotPageSchema,
  staffSlotSchema,
  storeDayBounds,
} from '@shop/core/schemas';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import { brands } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { notFound } from '#src/http/api-errors.ts';
import { customerErrors as staffErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireSlotAhead } from '#src/sellers/seller-slots.ts';
import { recordStaffAction, requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import { readPickingList } from './picking-list.ts';
import {
  closeSlot,
  everySlot,
  insertSlot,
  readSlot,
  readSlotPage,
  setSlotCapacity,
} from './slots-service.ts';

/** Slot changes one staff member may make in an hour (a week of every brand's days fits). */
export const staffSlotWritesPerHour: RateLimit = { max: 600, windowSeconds: 3600 };

/**
 * `Staff/Slot…` and `Staff/PickingList` (issue 17): support staff (and admins), who run the
 * deliveries day to day, set the brands' slots (capacity, close, reopen, add) and print a slot's
 * picking list. Moderators are refused (403). Every change is in the audit record.
 */
export const staffSlotsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireStaff(db, tokenTtlDays, ['support']);
  const tags = ['Staff'];
  app.addHook('onSend', neverCached);
  const writer = async (request: FastifyRequest) => {
    const { staff } = signedInStaff(request);
    await hitRateLimit(db, `staff-slots:${staff.id}`, staffSlotWritesPerHour);
    return staff.id;
  };
  const audited = `Support or admin; recorded in the audit record; at most ${staffSlotWritesPerHour.max} changes an hour (429).`;

  app.get(
    '/Staff/Slot',
    {
      onRequest,
      schema: {
        tags,
        summary: "A brand's slots of one of the shop's days (Riyadh time), by start",
        description:
          '`taken` = `held` (live holds of shoppers at checkout) + `booked` (orders not ' +
          'cancelled or failed); `closedAt` when closed. 404 on query.brandId for no such brand.',
        querystring: staffSlotListQuerySchema,
        response: { 200: staffSlotPageSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { brandId, date, page } = request.query;
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      if (!brand) throw notFound('Brand', brandId, 'query.brandId');
      const day = storeDayBounds(date);
      if (!day) throw notFound('Day', date, 'query.date');
      return readSlotPage(db, everySlot, {
        brandId,
        from: new Date(day.from),
        to: new Date(day.to),
        page,
      });
    },
  );

  app.post(
    '/Staff/Slot',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Open a delivery slot for a brand',
        description:
          audited +
          ' 404 on body.brandId for no such brand; 400 on body.startsAt for a start in the ' +
          'past or too far ahead; 409 slot_exists when the brand has a slot starting then.',
        body: sellerSlotCreateSchema,
        response: { 201: staffSlotSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const staffId = await writer(request);
      const { body } = request;
      const [brand] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.id, body.brandId));
      if (!brand) throw notFound('Brand', body.brandId, 'body.brandId');
      requireSlotAhead(body.startsAt);
      const id = await db.transaction(async (tx) => {
        const slotId = await insertSlot(tx, body);
        await recordStaffAction(tx, {
          staffId,
          action: 'slot.create',
          subjectType: 'delivery_slot',
          subjectId: slotId,
          detail: { brandId: body.brandId, startsAt: body.startsAt, capacity: body.capacity },
        });
        return slotId;
      });
      return reply.code(201).send(await readSlot(db, everySlot, id));
    },
  );

  app.patch(
    '/Staff/Slot/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a slot's capacity",
        description:
          audited +
          ' 409 slot_capacity_below_taken below the places in use (held and booked): nothing ' +
          'changes. Taken under the slot’s lock, as checkout holds are.',
        params: sellerIdParamsSchema,
        body: sellerSlotUpdateSchema,
        response: { 200: staffSlotSchema, ...staffErrors },
      },
    },
    async (request) => {
      const staffId = await writer(request);
      const { id } = request.params;
      const { capacity } = request.body;
      await setSlotCapacity(db, everySlot, id, capacity, (tx, from) =>
        recordStaffAction(tx, {
          staffId,
          action: 'slot.capacity',
          subjectType: 'delivery_slot',
          subjectId: id,
          detail: { from, to: capacity },
        }),
      );
      return readSlot(db, everySlot, id);
    },
  );

  for (const [path, close] of [
    ['Close', true],
    ['Reopen', false],
  ] as const) {
    app.post(
      `/Staff/Slot/:id/${path}`,
      {
        onRequest,
        schema: {
          tags,
          summary: close
            ? 'Close a slot: no longer offered at checkout nor held; its orders stay'
            : 'Reopen a closed slot',
          description:
            audited +
            ' A shopper holding a place of a closed slot is refused at placement (409 ' +
            'slot_closed). Closing a closed slot (reopening an open one) changes nothing.',
          params: sellerIdParamsSchema,
          response: { 200: staffSlotSchema, ...staffErrors },
        },
      },
      async (request) => {
        const staffId = await writer(request);
        const { id } = request.params;
        await closeSlot(db, everySlot, id, close, (tx) =>
          recordStaffAction(tx, {
            staffId,
            action: close ? 'slot.close' : 'slot.reopen',
            subjectType: 'delivery_slot',
            subjectId: id,
          }),
        );
        return readSlot(db, everySlot, id);
      },
    );
  }

  app.get(
    '/Staff/PickingList',
    {
      onRequest,
      schema: {
        tags,
        summary: "A slot's picking list: its orders to prepare and their products summed",
        description:
          'Orders placed or preparing; products by storage (dry, then cold) and name, with the ' +
          'customized units per order. 404 for no such slot.',
        querystring: pickingListQuerySchema,
        response: { 200: pickingListSchema, ...staffErrors },
      },
    },
    (request) => readPickingList(db, everySlot, request.query.slotId),
  );

  done();
};
