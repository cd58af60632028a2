import {
  couponCreateSchema,
  couponIdParamsSchema,
  couponUpdateSchema,
  staffCouponDetailQuerySchema,
  staffCouponDetailSchema,
  staffCouponListQuerySchema,
  staffCouponPageSchema,
  staffCouponSchema,
} from '@shop/core/schemas';
import type { FastifyRequest } from 'fastify';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as staffErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  createStaffCoupon,
  pauseStaffCoupon,
  readStaffCouponDetail,
  readStaffCouponPage,
  updateStaffCoupon,
} from './staff-coupons-service.ts';

/** Coupon changes one staff member may make in an hour (a campaign's work fits easily). */
export const staffCouponWritesPerHour: RateLimit = { max: 300, windowSeconds: 3600 };

/**
 * `Staff/Coupon…` (issue 17): admins only. A coupon gives the shop's money away, so it is a
 * decision of whoever runs the shop, not of support (who help shoppers with orders and refunds)
 * nor of moderators; support and moderators are refused (403).
 */
export const staffCouponsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireStaff(db, tokenTtlDays, ['admin']);
  const tags = ['Staff'];
  app.addHook('onSend', neverCached);
  const writer = async (request: FastifyRequest) => {
    const { staff } = signedInStaff(request);
    await hitRateLimit(db, `staff-coupons:${staff.id}`, staffCouponWritesPerHour);
    return staff.id;
  };
  const audited = `Admins; recorded in the audit record; at most ${staffCouponWritesPerHour.max} changes an hour (429).`;

  app.get(
    '/Staff/Coupon',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of the coupons, newest first, with their usage',
        description:
          'Of one state (active, paused, expired, scheduled) and/or whose code contains `q`. ' +
          '`usage`: uses held and used, and the discount the used ones gave.',
        querystring: staffCouponListQuerySchema,
        response: { 200: staffCouponPageSchema, ...staffErrors },
      },
    },
    (request) => readStaffCouponPage(db, request.query),
  );

  app.post(
    '/Staff/Coupon',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a coupon (its code kept upper-case)',
        description:
          audited +
          ' 409 coupon_code_taken when a coupon has the code; 404 on body.brandId for no such ' +
          'brand; 400 unknown_currency.',
        body: couponCreateSchema,
        response: { 201: staffCouponSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const staffId = await writer(request);
      return reply.code(201).send(await createStaffCoupon(db, staffId, request.body));
    },
  );

  app.get(
    '/Staff/Coupon/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A coupon with its usage and a page of its uses, newest first',
        params: couponIdParamsSchema,
        querystring: staffCouponDetailQuerySchema,
        response: { 200: staffCouponDetailSchema, ...staffErrors },
      },
    },
    (request) => readStaffCouponDetail(db, request.params.id, request.query.page),
  );

  app.patch(
    '/Staff/Coupon/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a coupon's terms (not its code)",
        description:
          audited + ' The coupon after the change is checked as a whole (400 on the field).',
        params: couponIdParamsSchema,
        body: couponUpdateSchema,
        response: { 200: staffCouponSchema, ...staffErrors },
      },
    },
    async (request) =>
      updateStaffCoupon(db, await writer(request), request.params.id, request.body),
  );

  for (const [path, pause] of [
    ['Pause', true],
    ['Resume', false],
  ] as const) {
    app.post(
      `/Staff/Coupon/:id/${path}`,
      {
        onRequest,
        schema: {
          tags,
          summary: pause
            ? 'Pause a coupon: checkout refuses it ("Please enter a valid coupon") until resumed'
            : 'Resume a paused coupon',
          description:
            audited +
            ' Uses already held or used stay. Pausing a paused coupon (resuming an active one) ' +
            'changes nothing.',
          params: couponIdParamsSchema,
          response: { 200: staffCouponSchema, ...staffErrors },
        },
      },
      async (request) => pauseStaffCoupon(db, await writer(request), request.params.id, pause),
    );
  }

  done();
};
