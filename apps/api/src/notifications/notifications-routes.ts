import {
  accountListQuerySchema,
  MAX_NOTIFICATIONS,
  notificationPageSchema,
} from '@shop/core/schemas';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { notFound } from '#src/http/api-errors.ts';
import { idParamsSchema, MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { notifications } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { toNotification } from './notifications-queries.ts';

/** `Notification`: the signed-in customer's notifications, unread count, and marking as read. */
export const notificationsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];

  app.get(
    '/Notification',
    {
      onRequest,
      schema: {
        tags,
        summary: `A page of the notifications (the newest ${MAX_NOTIFICATIONS} are kept), newest first`,
        querystring: accountListQuerySchema,
        response: { 200: notificationPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { page, pageSize } = request.query;
      const own = eq(notifications.customerId, customer.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(own)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(notifications).where(own),
      ]);
      const total = counted?.n ?? 0;
      return {
        items: rows.map(toNotification),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  );

  app.get(
    '/Notification/UnreadCount',
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many notifications are unread',
        response: { 200: z.object({ count: z.number().int().nonnegative() }), ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.customerId, customer.id), isNull(notifications.readAt)));
      return { count: row?.count ?? 0 };
    },
  );

  app.post(
    '/Notification/:id/Read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark a notification read (again: no change); another customer’s is a 404',
        params: idParamsSchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { id } = request.params;
      const updated =
        id > MAX_ID
          ? []
          : await db
              .update(notifications)
              .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
              .where(and(eq(notifications.id, id), eq(notifications.customerId, customer.id)))
              .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound('Notification', id);
      return reply.code(204).send(null);
    },
  );

  done();
};
