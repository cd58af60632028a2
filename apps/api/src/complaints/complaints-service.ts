import {
  MAX_OPEN_COMPLAINTS,
  type Complaint,
  type ComplaintReason,
  type ComplaintStatus,
  type StaffComplaintPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { complaints, customers, orders } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Complaints about an order (issue 15, R2.82): a reason from the fixed list and a note, from
// one of the shopper's orders; support staff resolve them.

const columns = {
  id: complaints.id,
  orderId: complaints.orderId,
  orderNumber: orders.number,
  reason: complaints.reason,
  note: complaints.note,
  status: complaints.status,
  createdAt: complaints.createdAt,
  resolvedAt: complaints.resolvedAt,
  customerId: complaints.customerId,
};

type Row = {
  id: number;
  orderId: number;
  orderNumber: string;
  reason: string;
  note: string;
  status: ComplaintStatus;
  createdAt: Date;
  resolvedAt: Date | null;
};

function toComplaint(row: Row): Complaint {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    // Written only from the list (the request schema); stored as text.
    reason: row.reason as ComplaintReason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

async function readOne(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, id));
  if (!row) throw new Error(`complaint ${id} is gone`);
  return row;
}

/**
 * The customer complains about one of their orders (anyone else's: 404, as the order routes
 * answer). At most MAX_OPEN_COMPLAINTS of theirs are open at once (409 `complaints_full`):
 * counted under the customer's row lock, so concurrent complaints cannot pass it together.
 */
export async function fileComplaint(
  db: Database,
  customerId: number,
  request: { orderId: number; reason: ComplaintReason; note: string },
): Promise<Complaint> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`,
    );
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, request.orderId), eq(orders.customerId, customerId)));
    if (!order) throw notFound('Order', request.orderId, 'body.orderId');
    const [open] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.customerId, customerId), eq(complaints.status, 'open')));
    if ((open?.n ?? 0) >= MAX_OPEN_COMPLAINTS) {
      const error = new ApiHttpError(
        409,
        'complaints_full',
        `You have ${MAX_OPEN_COMPLAINTS} open complaints already`,
      );
      error.errors[0]!.limit = MAX_OPEN_COMPLAINTS;
      throw error;
    }
    const [row] = await tx
      .insert(complaints)
      .values({ customerId, orderId: order.id, reason: request.reason, note: request.note })
      .returning({ id: complaints.id });
    if (!row) throw new Error('fileComplaint: no row');
    return row.id;
  });
  return toComplaint(await readOne(db, id));
}

async function readPage(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
): Promise<StaffComplaintPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({ ...toComplaint(row), customerId: row.customerId })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** A page of the customer's complaints (of one order, or all), newest first. */
export async function readMyComplaints(
  db: Database,
  customerId: number,
  orderId: number | undefined,
  page: number,
  pageSize: number,
) {
  const answer = await readPage(
    db,
    and(
      eq(complaints.customerId, customerId),
      orderId === undefined ? undefined : eq(complaints.orderId, orderId),
    ),
    [desc(complaints.createdAt), desc(complaints.id)],
    page,
    pageSize,
  );
  return { ...answer, items: answer.items.map(({ customerId: _, ...complaint }) => complaint) };
}

/** A page of the complaints in `status`, oldest first, for support staff. */
export function readStaffComplaints(
  db: Database,
  status: ComplaintStatus,
  page: number,
  pageSize: number,
): Promise<StaffComplaintPage> {
  return readPage(
    db,
    eq(complaints.status, status),
    [asc(complaints.createdAt), asc(complaints.id)],
    page,
    pageSize,
  );
}

/**
 * Support resolves an open complaint, with a note of what was done: the complaint and the audit
 * record in one transaction. 404 unknown; 409 `moderation_conflict` when resolved already.
 */
export async function resolveComplaint(
  db: Database,
  staffId: number,
  complaintId: number,
  note: string,
): Promise<Complaint> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(complaints)
      .set({ status: 'resolved', resolvedBy: staffId, resolvedAt: sql`now()` })
      .where(and(eq(complaints.id, complaintId), eq(complaints.status, 'open')))
      .returning({ id: complaints.id, orderId: complaints.orderId });
    if (!changed) {
      const [existing] = await tx
        .select({ status: complaints.status })
        .from(complaints)
        .where(eq(complaints.id, complaintId));
      if (!existing) throw notFound('Complaint', complaintId, 'params.id');
      throw new ApiHttpError(409, 'moderation_conflict', 'This complaint is resolved already');
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'complaint.resolve',
      subjectType: 'complaint',
      subjectId: complaintId,
      detail: { orderId: changed.orderId, note },
    });
  });
  return toComplaint(await readOne(db, complaintId));
}
