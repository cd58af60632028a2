import {
  staffActionListQuerySchema,
  staffActionPageSchema,
  staffMemberSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
} from '@shop/core/schemas';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '#src/customers/customers-queries.ts';
import { passwordMatches, unknownAccountHash } from '#src/customers/passwords.ts';
import {
  clearSignInAttempts,
  hitRateLimit,
  rateLimits,
  takeSignInAttempt,
} from '#src/customers/rate-limit.ts';
import { staffActions, staffMembers } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as staffErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  issueStaffToken,
  requireStaff,
  revokeStaffToken,
  signedInStaff,
  toStaffMember,
} from './staff-auth.ts';

/**
 * `Staff`: sign-in, sign-out, the member, and the audit record (issue 15). Staff routes of each
 * feature live beside it (orders, refunds, reviews …) behind {@link requireStaff}.
 */
export const staffRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Staff'];
  app.addHook('onSend', neverCached);

  app.post(
    '/Staff/SignIn',
    {
      schema: {
        tags,
        summary: 'Sign a staff member in: 401 unknown account, wrong password or disabled',
        description:
          "Throttled like the customers' sign-in (per account and client, growing waits; 429).",
        body: staffSignInRequestSchema,
        response: { 200: staffSessionSchema, ...staffErrors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const attempts = `staff-signin:${email}:${request.ip}`;
      await takeSignInAttempt(db, attempts);
      await hitRateLimit(db, `staff-signin-ip:${request.ip}`, rateLimits.signInPerIp);
      await hitRateLimit(db, `staff-signin:${email}`, rateLimits.signInPerAccount);
      const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      // Unknown and wrong answer alike, after the same work.
      const matches = await passwordMatches(
        member?.passwordHash ?? (await unknownAccountHash()),
        request.body.password,
      );
      if (!member || !matches || member.disabledAt !== null) {
        throw new ApiHttpError(401, '401', 'The e-mail or password is wrong', 'body.password');
      }
      await clearSignInAttempts(db, attempts);
      return { ...toStaffMember(member), token: await issueStaffToken(db, member.id) };
    },
  );

  app.post(
    '/Staff/SignOut',
    {
      onRequest: requireStaff(db, tokenTtlDays),
      schema: {
        tags,
        summary: 'End this staff session (the token stops working)',
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await revokeStaffToken(db, signedInStaff(request).tokenId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Staff/Me',
    {
      onRequest: requireStaff(db, tokenTtlDays),
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: staffMemberSchema, ...staffErrors },
      },
    },
    (request) => toStaffMember(signedInStaff(request).staff),
  );

  app.get(
    '/Staff/Actions',
    {
      onRequest: requireStaff(db, tokenTtlDays, ['admin']),
      schema: {
        tags,
        summary: 'A page of the staff audit record (admin), newest first, searched',
        description:
          '`action` is one action, or with a final dot every action it starts (`refund.`); ' +
          '`subjectType` and `subjectId` what it was done to; `staffId` who did it.',
        querystring: staffActionListQuerySchema,
        response: { 200: staffActionPageSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { page, pageSize, action, subjectType, subjectId, staffId } = request.query;
      const where = and(
        action === undefined
          ? undefined
          : action.endsWith('.')
            ? like(staffActions.action, `${action.replaceAll('_', '\\_')}%`)
            : eq(staffActions.action, action),
        subjectType === undefined ? undefined : eq(staffActions.subjectType, subjectType),
        subjectId === undefined ? undefined : eq(staffActions.subjectId, subjectId),
        staffId === undefined ? undefined : eq(staffActions.staffId, staffId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ action: staffActions, staffName: staffMembers.name })
          .from(staffActions)
          .innerJoin(staffMembers, eq(staffMembers.id, staffActions.staffId))
          .where(where)
          .orderBy(desc(staffActions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(staffActions).where(where),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map(({ action, staffName }) => ({
          id: action.id,
          staffId: action.staffId,
          staffName,
          action: action.action,
          subjectType: action.subjectType,
          subjectId: action.subjectId,
          detail: action.detail,
          createdAt: action.createdAt.toISOString(),
        })),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  );

  done();
};
