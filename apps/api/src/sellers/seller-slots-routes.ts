import {
  pickingListQuerySchema,
  pickingListSchema,
  sellerIdParamsSchema,
  sellerSlotCreateSchema,
  sellerSlotListQuerySchema,
  sellerSlotPageSchema,
  sellerSlotSchema,
  sellerSlotUpdateSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { limitSellerWrites, requireSeller, signedInSeller } from './seller-auth.ts';
import { readPickingList } from '#src/slots/picking-list.ts';
import {
  closeSellerSlot,
  createSellerSlot,
  readSellerSlotPage,
  setSellerSlotCapacity,
  storeSlots,
} from './seller-slots.ts';

/**
 * `Seller/Slot`: the delivery slots of the store's brands with their places in use (R6.03),
 * closed and reopened like staff do (issue 17), and `Seller/PickingList` of one of them.
 */
export const sellerSlotsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Seller'];
  const onRequest = requireSeller(db, tokenTtlDays);
  const preHandler = limitSellerWrites(db);
  app.addHook('onSend', neverCached);

  app.get(
    '/Seller/Slot',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the store's slots starting in [from, to) (from now by default)",
        description: '`taken`: live holds and the places of orders still to deliver.',
        querystring: sellerSlotListQuerySchema,
        response: { 200: sellerSlotPageSchema, ...sellerErrors },
      },
    },
    (request) => readSellerSlotPage(db, signedInSeller(request).seller.storeId, request.query),
  );

  app.post(
    '/Seller/Slot',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: 'Open a delivery slot for one of the store’s brands',
        description:
          '404 on `body.brandId` for a brand not the store’s; 400 on `body.startsAt` for a ' +
          'start in the past or too far ahead; 409 slot_exists when the brand has a slot ' +
          'starting then.',
        body: sellerSlotCreateSchema,
        response: { 201: sellerSlotSchema, ...sellerErrors },
      },
    },
    async (request, reply) => {
      const slot = await createSellerSlot(db, signedInSeller(request).seller.storeId, request.body);
      return reply.code(201).send(slot);
    },
  );

  app.patch(
    '/Seller/Slot/:id',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: "Set a slot's capacity",
        description: '409 slot_capacity_below_taken below the places in use (nothing changes).',
        params: sellerIdParamsSchema,
        body: sellerSlotUpdateSchema,
        response: { 200: sellerSlotSchema, ...sellerErrors },
      },
    },
    (request) =>
      setSellerSlotCapacity(
        db,
        signedInSeller(request).seller.storeId,
        request.params.id,
        request.body.capacity,
      ),
  );

  for (const [path, close] of [
    ['Close', true],
    ['Reopen', false],
  ] as const) {
    app.post(
      `/Seller/Slot/:id/${path}`,
      {
        onRequest,
        preHandler,
        schema: {
          tags,
          summary: close
            ? 'Close a slot: no longer offered at checkout nor held; its orders stay'
            : 'Reopen a closed slot',
          description: '404 for a slot not of the store’s brands.',
          params: sellerIdParamsSchema,
          response: { 200: sellerSlotSchema, ...sellerErrors },
        },
      },
      (request) =>
        closeSellerSlot(db, signedInSeller(request).seller.storeId, request.params.id, close),
    );
  }

  app.get(
    '/Seller/PickingList',
    {
      onRequest,
      schema: {
        tags,
        summary: "A slot's picking list: its orders to prepare and their products summed",
        description: '404 for a slot not of the store’s brands.',
        querystring: pickingListQuerySchema,
        response: { 200: pickingListSchema, ...sellerErrors },
      },
    },
    (request) =>
      readPickingList(db, storeSlots(signedInSeller(request).seller.storeId), request.query.slotId),
  );

  done();
};
