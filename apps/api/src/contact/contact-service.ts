import { createHmac } from 'node:crypto';
import type {
  ContactMessageFilter,
  ContactRequest,
  StaffContactMessage,
  StaffContactMessagePage,
} from '@shop/core/schemas';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { contactMessages } from '#src/db/schema.ts';
import { serverSecret } from '#src/db/server-secrets.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import type { QueueAccountMailWithin, SendAccountMail } from '#src/mail/account-mail-jobs.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Contact Us (issue 16, R2.53): anyone writes; the message is kept for support and mailed to the
// shop's support address by a queued job; support marks it handled (audit record).

/**
 * The client's address as staff may see it: an HMAC with a key of the server's own (kept in the
 * database), so one client's messages share a value without the address being kept.
 */
export async function clientHashOf(db: Database, address: string): Promise<string> {
  const key = await serverSecret(db, 'contact-client-key');
  return createHmac('sha256', key).update(address).digest('base64url').slice(0, 22);
}

/** How a new message's mail is queued: with its row (a durable queue) or right after it. */
export interface ContactMailQueue {
  within?: QueueAccountMailWithin | undefined;
  after: SendAccountMail;
}

/**
 * Keeps a contact message and queues its mail to support. With a queue kept in the database the
 * job is written by the same transaction as the row, so a message is never kept without its
 * mail queued (nor a mail queued for a message that was not kept). Answers the message's id.
 */
export async function keepContactMessage(
  db: Database,
  mail: ContactMailQueue,
  request: ContactRequest,
  sender: { customerId: number | null; client: string },
): Promise<number> {
  const clientHash = await clientHashOf(db, sender.client);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: request.name,
        email: request.email,
        subject: request.subject,
        message: request.message,
        customerId: sender.customerId,
        clientHash,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('keepContactMessage: no row');
    await mail.within?.(tx, { kind: 'contact_message', messageId: row.id });
    return row.id;
  });
  if (!mail.within) await mail.after({ kind: 'contact_message', messageId: id });
  return id;
}

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  customerId: contactMessages.customerId,
  client: contactMessages.clientHash,
  createdAt: contactMessages.createdAt,
  mailedAt: contactMessages.mailedAt,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
};

function toStaffMessage(row: {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  customerId: number | null;
  client: string;
  createdAt: Date;
  mailedAt: Date | null;
  handledAt: Date | null;
  handledBy: number | null;
}): StaffContactMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    mailedAt: row.mailedAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

const filters: Record<ContactMessageFilter, SQL | undefined> = {
  unhandled: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** A page of the contact messages (unhandled, handled or all), newest first, for support. */
export async function readStaffContactMessages(
  db: Database,
  status: ContactMessageFilter,
  page: number,
  pageSize: number,
): Promise<StaffContactMessagePage> {
  const where = filters[status];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toStaffMessage),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * Support marks a message handled: one conditional statement and its audit record in one
 * transaction; 404 unknown, 409 `moderation_conflict` when it was handled already.
 */
export async function markContactMessageHandled(
  db: Database,
  staffId: number,
  messageId: number,
  note: string,
): Promise<StaffContactMessage> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({ handledBy: staffId, handledAt: sql`now()` })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id });
    if (!changed) {
      const [existing] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, messageId));
      if (!existing) throw notFound('Contact message', messageId, 'params.id');
      throw new ApiHttpError(409, 'moderation_conflict', 'This message is handled already');
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'contact_message.handle',
      subjectType: 'contact_message',
      subjectId: messageId,
      detail: { note },
    });
  });
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!row) throw new Error('markContactMessageHandled: the message is gone');
  return toStaffMessage(row);
}
