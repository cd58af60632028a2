import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  bearerToken,
  DEFAULT_TOKEN_TTL_DAYS,
  hashToken,
  liveTokenParams,
} from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import { staffActions, staffMembers, staffTokens } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { requiresBearer } from '#src/http/openapi.ts';
import { forbidden, liveTokenIn, refuseToken } from '#src/http/role-tokens.ts';

// Staff sign-in and the guard of every staff route (issue 15). Staff tokens live in their own
// table: a customer's token is never a staff token, and the other way round.

type StaffRow = typeof staffMembers.$inferSelect;

/** The signed-in staff member of a request that passed {@link requireStaff}. */
export interface SignedInStaff {
  staff: StaffRow;
  tokenId: number;
}

const signedIn = new WeakMap<FastifyRequest, SignedInStaff>();

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** A new opaque bearer token (32 random bytes, base64url) for the member; only its hash is kept. */
export async function issueStaffToken(db: Database, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffTokens).values({ staffId, tokenHash: hashToken(token) });
  return token;
}

export async function revokeStaffToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffTokens.id, tokenId));
}

export { forbidden };

/**
 * onRequest hook of a staff route: `Authorization: Bearer <token>` must name a live staff token
 * (not revoked, issued less than `tokenTtlDays` ago) of a member who is not disabled, and whose
 * role is `admin` or one of `roles` (any role when empty). A customer's or seller's live token
 * answers 403 `forbidden` (it is known, but it is not staff's); an unknown or ended one 401.
 */
export function requireStaff(
  db: Database,
  tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS,
  roles: readonly StaffRole[] = [],
): onRequestAsyncHookHandler {
  return requiresBearer(async (request) => {
    const params = liveTokenParams(bearerToken(request), tokenTtlDays);
    const [row] = await db
      .select({ staff: staffMembers, tokenId: staffTokens.id })
      .from(staffTokens)
      .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
      .where(liveTokenIn(staffTokens, params))
      .limit(1);
    if (!row || row.staff.disabledAt !== null) {
      await refuseToken(
        db,
        'staff',
        params,
        new ApiHttpError(401, '401', 'This staff session has ended: sign in again'),
      );
      return;
    }
    if (roles.length > 0 && row.staff.role !== 'admin' && !roles.includes(row.staff.role)) {
      throw forbidden(`This needs the ${roles.join(' or ')} role`);
    }
    signedIn.set(request, { staff: row.staff, tokenId: row.tokenId });
  });
}

/** The caller of a route behind {@link requireStaff}. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  const caller = signedIn.get(request);
  if (!caller) throw new Error('signedInStaff: the route lacks the requireStaff hook');
  return caller;
}

export interface StaffActionRecord {
  staffId: number;
  /** A dotted verb: `order.status`, `refund.approve`, `review.reject` … */
  action: string;
  subjectType:
    | 'order'
    | 'refund'
    | 'review'
    | 'question'
    | 'complaint'
    | 'staff'
    | 'faq'
    | 'faq_topic'
    | 'content_page'
    | 'blog_post'
    | 'blog_category'
    | 'contact_message'
    | 'site_setting'
    | 'collection'
    | 'coupon'
    | 'delivery_slot'
    | 'seller_application'
    | 'seller'
    | 'product';
  subjectId: number;
  /** What changed (from and to, amounts, the note): never a secret. */
  detail?: Record<string, unknown>;
}

/**
 * Records a staff action in the append-only audit record. Call it in the transaction of the
 * change itself, so the record exists exactly when the change does.
 */
export async function recordStaffAction(tx: Database, record: StaffActionRecord): Promise<void> {
  await tx.insert(staffActions).values({ ...record, detail: record.detail ?? {} });
}
