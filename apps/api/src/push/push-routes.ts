import {
  MAX_PUSH_REGISTRATIONS,
  pushRegistrationSchema,
  type PushRegistration,
} from '@shop/core/schemas';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { customers, pushRegistrations } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { notify } from '#src/notifications/notifications-queries.ts';
import type { PushMessage, PushOutcome } from './push-sender.ts';

/** The FCM token or the Web Push endpoint: what identifies a browser's registration. */
function endpointOf(registration: PushRegistration): string {
  return registration.kind === 'fcm' ? registration.token : registration.endpoint;
}

const testMessage: PushMessage = {
  title: 'إشعار تجريبي',
  titleEn: 'Test notification',
  body: 'الإشعارات تعمل على هذا الجهاز.',
  bodyEn: 'Notifications work on this device.',
  url: '/account/notifications',
};

const testResultSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  removed: z.number().int(),
});

/**
 * `PushRegistration`: this browser's push registration for the signed-in customer (a
 * registration moves to whoever signs in on that browser), and a test send to all of them.
 */
export const pushRoutes: FeatureRoutes = (app, { db, push, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];

  app.get(
    '/PushRegistration/PublicKey',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
        response: { 200: z.object({ publicKey: z.string() }), ...customerErrors },
      },
    },
    async () => ({ publicKey: await push.vapidPublicKey() }),
  );

  app.post(
    '/PushRegistration',
    {
      onRequest,
      schema: {
        tags,
        summary: `Store this browser’s Firebase token or Web Push subscription (HTTPS on a known push service, else 400 push_endpoint_not_allowed); a customer keeps the ${MAX_PUSH_REGISTRATIONS} registered last`,
        body: pushRegistrationSchema,
        response: { 201: z.object({ id: z.number().int() }), ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { body } = request;
      if (body.kind === 'webpush' && !push.allows(body.endpoint)) {
        throw new ApiHttpError(
          400,
          'push_endpoint_not_allowed',
          'The endpoint must be HTTPS on a known push service (FCM, Mozilla, Apple, WNS)',
          'body.endpoint',
        );
      }
      const values = {
        customerId: customer.id,
        kind: body.kind,
        endpoint: endpointOf(body),
        p256dh: body.kind === 'webpush' ? body.keys.p256dh : null,
        auth: body.kind === 'webpush' ? body.keys.auth : null,
      };
      // The customer's row lock orders concurrent registrations, so each trims after the
      // previous one committed and the cap holds (PostgreSQL read committed; PGlite runs
      // transactions one at a time).
      const row = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${customers} where ${customers.id} = ${customer.id} for update`,
        );
        const [upserted] = await tx
          .insert(pushRegistrations)
          .values(values)
          .onConflictDoUpdate({
            target: pushRegistrations.endpoint,
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning({ id: pushRegistrations.id });
        if (!upserted) throw new Error('push registration upsert returned nothing');
        // Over the cap: the registrations refreshed longest ago go (a browser re-registers on
        // every "enable"), never the one just stored.
        const kept = tx
          .select({ id: pushRegistrations.id })
          .from(pushRegistrations)
          .where(
            and(
              eq(pushRegistrations.customerId, customer.id),
              ne(pushRegistrations.id, upserted.id),
            ),
          )
          .orderBy(desc(pushRegistrations.updatedAt), desc(pushRegistrations.id))
          .limit(MAX_PUSH_REGISTRATIONS - 1);
        await tx
          .delete(pushRegistrations)
          .where(
            and(
              eq(pushRegistrations.customerId, customer.id),
              ne(pushRegistrations.id, upserted.id),
              notInArray(pushRegistrations.id, kept),
            ),
          );
        return upserted;
      });
      return reply.code(201).send(row);
    },
  );

  app.delete(
    '/PushRegistration',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Forget this browser’s registration (another customer’s is a 404)',
        body: pushRegistrationSchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const deleted = await db
        .delete(pushRegistrations)
        .where(
          and(
            eq(pushRegistrations.endpoint, endpointOf(request.body)),
            eq(pushRegistrations.customerId, customer.id),
          ),
        )
        .returning({ id: pushRegistrations.id });
      if (deleted.length === 0) throw notFound('Push registration', request.body.kind);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/PushRegistration/Test',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a test notification to every registration of the customer (and store it)',
        response: { 200: testResultSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await notify(db, customer.id, {
        name: testMessage.title,
        nameEn: testMessage.titleEn,
        body: testMessage.body,
        bodyEn: testMessage.bodyEn,
      });
      const targets = await db
        .select()
        .from(pushRegistrations)
        .where(eq(pushRegistrations.customerId, customer.id));
      const outcomes = await Promise.all(
        targets.map(async (target) => [target.id, await push.send(target, testMessage)] as const),
      );
      const tally = (outcome: PushOutcome) => outcomes.filter(([, result]) => result === outcome);
      const gone = tally('gone').map(([id]) => id);
      if (gone.length > 0) {
        await db.delete(pushRegistrations).where(inArray(pushRegistrations.id, gone));
      }
      return {
        sent: tally('sent').length,
        failed: tally('failed').length,
        skipped: tally('skipped').length,
        removed: gone.length,
      };
    },
  );

  done();
};
