import type {
  SellerDocumentKind,
  sellerApplicationRequestSchema,
  UploadContentType,
} from '@shop/core/schemas';
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#src/db/database.ts';
import {
  activityTypes,
  cities,
  sellerApplicationDocuments,
  sellerApplicationEvents,
  sellerApplications,
} from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { invalidCode } from '#src/http/customer-errors.ts';
import type { QueueAccountMailWithin, SendAccountMail } from '#src/mail/account-mail-jobs.ts';
import { applicationCodeHash, confirmWithCode } from './seller-applications-codes.ts';
import type { SellerApplicationNotice } from './seller-applications-mail.ts';

// Become Seller's public side (issue 16, R2.59): documents uploaded one by one, the application
// (one per e-mail and CR number, applying again is the same application), and its e-mail code.
// The answers never tell whether someone applied before: a repeated application gets the same
// 202 and reference, and what differs (a code, or "you have applied already") goes by mail.

export type SellerApplicationInput = z.output<typeof sellerApplicationRequestSchema>;

/** How a mail about an application is queued: with the change (a durable queue) or after it. */
export interface SellerMailQueue {
  within?: QueueAccountMailWithin | undefined;
  after: SendAccountMail;
}

/** Queues `notice` about the application in `tx`'s commit, or answers the job to queue after. */
export async function queueNotice(
  tx: Database,
  mail: SellerMailQueue,
  applicationId: number,
  notice: SellerApplicationNotice,
): Promise<(() => Promise<void>) | undefined> {
  const job = { kind: 'seller_application' as const, applicationId, notice };
  if (mail.within) {
    await mail.within(tx, job);
    return undefined;
  }
  return () => mail.after(job);
}

/** A document kept until an application takes it: the uploaded file, checked and cleaned. */
export async function saveDocument(
  db: Database,
  kind: SellerDocumentKind,
  file: { contentType: UploadContentType; data: Buffer; fileName: string },
) {
  const [saved] = await db
    .insert(sellerApplicationDocuments)
    .values({ kind, ...file, byteSize: file.data.length })
    .returning({
      id: sellerApplicationDocuments.id,
      kind: sellerApplicationDocuments.kind,
      fileName: sellerApplicationDocuments.fileName,
      contentType: sellerApplicationDocuments.contentType,
      byteSize: sellerApplicationDocuments.byteSize,
    });
  if (!saved) throw new Error('saveDocument: nothing saved');
  return saved;
}

/** Hours an uploaded document waits for an application to take it before it is removed. */
export const UNATTACHED_DOCUMENT_HOURS = 24;

/** Removes the documents no application took within {@link UNATTACHED_DOCUMENT_HOURS}. */
export async function removeUnattachedDocuments(db: Database): Promise<number> {
  const removed = await db
    .delete(sellerApplicationDocuments)
    .where(
      and(
        isNull(sellerApplicationDocuments.applicationId),
        lte(
          sellerApplicationDocuments.createdAt,
          sql`now() - make_interval(hours => ${UNATTACHED_DOCUMENT_HOURS})`,
        ),
      ),
    )
    .returning({ id: sellerApplicationDocuments.id });
  return removed.length;
}

function invalid(message: string, field: string): ApiHttpError {
  return new ApiHttpError(400, 'validation', message, field);
}

/** The activity type and cities must exist (the store is opened with them on approval). */
async function checkReferences(db: Database, input: SellerApplicationInput): Promise<void> {
  const [activity] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(eq(activityTypes.id, input.activityTypeId));
  if (!activity) throw invalid('validation:activityTypeRequired', 'body.activityTypeId');
  const wanted = [...new Set(input.cityIds)];
  const [known] = await db.select({ n: count() }).from(cities).where(inArray(cities.id, wanted));
  if ((known?.n ?? 0) !== wanted.length) throw invalid('validation:citiesRequired', 'body.cityIds');
}

const documentFields = {
  cr_certificate: 'crCertificate',
  vat_certificate: 'vatCertificate',
} as const satisfies Record<SellerDocumentKind, string>;

/**
 * The request's documents, checked under their rows' locks: each must exist, be of its kind,
 * and belong to no other application (400 on `body.documents.<kind>` otherwise).
 */
async function checkDocuments(
  tx: Database,
  applicationId: number,
  documents: SellerApplicationInput['documents'],
): Promise<string[]> {
  const ids = [documents.crCertificate, documents.vatCertificate];
  const rows = await tx
    .select({
      id: sellerApplicationDocuments.id,
      kind: sellerApplicationDocuments.kind,
      applicationId: sellerApplicationDocuments.applicationId,
    })
    .from(sellerApplicationDocuments)
    .where(inArray(sellerApplicationDocuments.id, ids))
    .for('update');
  for (const kind of Object.keys(documentFields) as SellerDocumentKind[]) {
    const field = documentFields[kind];
    const row = rows.find((candidate) => candidate.id === documents[field]);
    const usable =
      row &&
      row.kind === kind &&
      (row.applicationId === null || row.applicationId === applicationId);
    if (!usable) throw invalid('validation:documentRequired', `body.documents.${field}`);
  }
  return ids;
}

/** Attaches the checked documents; those the application had before are replaced. */
async function attachDocuments(
  tx: Database,
  applicationId: number,
  documents: SellerApplicationInput['documents'],
): Promise<void> {
  const ids = await checkDocuments(tx, applicationId, documents);
  await tx.delete(sellerApplicationDocuments).where(
    and(
      eq(sellerApplicationDocuments.applicationId, applicationId),
      sql`${sellerApplicationDocuments.id} not in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  await tx
    .update(sellerApplicationDocuments)
    .set({ applicationId })
    .where(inArray(sellerApplicationDocuments.id, ids));
}

/** The application of (e-mail, CR number), locked for the rest of the transaction. */
async function lockApplication(tx: Database, email: string, crNumber: string) {
  const [application] = await tx
    .select({
      id: sellerApplications.id,
      reference: sellerApplications.reference,
      status: sellerApplications.status,
    })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.email, email), eq(sellerApplications.crNumber, crNumber)))
    .for('update');
  // The insert found it (or waited for the transaction that made it to commit).
  if (!application) throw new Error('apply: the conflicting application is gone');
  return application;
}

/**
 * Takes an application (the password already hashed). New (e-mail, CR number): inserted as
 * `unconfirmed`, the code mailed. The same pair again while unconfirmed: its fields and
 * documents replaced, a new code mailed. The same pair once submitted or later: nothing
 * changes, the applicant is mailed where it stands. One insert … on conflict under the unique
 * (email, cr_number), so simultaneous identical applications make one row. Answers the
 * reference, the same in every case.
 */
export async function apply(
  db: Database,
  mail: SellerMailQueue,
  input: SellerApplicationInput,
  passwordHash: string,
): Promise<{ reference: string }> {
  await checkReferences(db, input);
  const { documents, password: _password, ...fields } = input;
  const values = { ...fields, passwordHash };
  const { reference, queueAfter } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sellerApplications)
      .values(values)
      .onConflictDoNothing({ target: [sellerApplications.email, sellerApplications.crNumber] })
      .returning({ id: sellerApplications.id, reference: sellerApplications.reference });
    const application = inserted
      ? { ...inserted, status: 'unconfirmed' as const }
      : await lockApplication(tx, input.email, input.crNumber);
    const unconfirmed = application.status === 'unconfirmed';
    if (unconfirmed) {
      if (!inserted) {
        await tx
          .update(sellerApplications)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(sellerApplications.id, application.id));
      }
      await attachDocuments(tx, application.id, documents);
    } else {
      // Checked as for a new application (the same 400 for the same request), not attached.
      await checkDocuments(tx, application.id, documents);
    }
    return {
      reference: application.reference,
      queueAfter: await queueNotice(
        tx,
        mail,
        application.id,
        unconfirmed ? 'code' : 'already_applied',
      ),
    };
  });
  await queueAfter?.();
  return { reference };
}

/** 404 for a reference no application has (or that is no UUID at all). */
function unknownReference(reference: string): ApiHttpError {
  return new ApiHttpError(
    404,
    'not_found',
    `Seller application ${reference} not found`,
    'params.reference',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findByReference(db: Database, reference: string) {
  if (!UUID.test(reference)) return undefined;
  const [application] = await db
    .select({ id: sellerApplications.id, status: sellerApplications.status })
    .from(sellerApplications)
    .where(eq(sellerApplications.reference, reference));
  return application;
}

/**
 * The applicant's code: the right one moves an unconfirmed application to `submitted` (a
 * history entry and a "we received it" mail, once); an application past `unconfirmed` answers
 * where it stands (confirming twice is harmless). A wrong, expired or used code: 400
 * `invalid_code`, as the customers' codes. Unknown reference: 404.
 */
export async function confirmApplication(
  db: Database,
  mail: SellerMailQueue,
  reference: string,
  code: string,
) {
  const application = await findByReference(db, reference);
  if (!application) throw unknownReference(reference);
  if (application.status !== 'unconfirmed') return { reference, status: application.status };
  const codeHash = await applicationCodeHash(db, application.id, code);
  const { confirmed, queueAfter } = await db.transaction(async (tx) => {
    if (!(await confirmWithCode(tx, application.id, codeHash))) return { confirmed: false };
    await tx
      .insert(sellerApplicationEvents)
      .values({ applicationId: application.id, status: 'submitted' });
    return {
      confirmed: true,
      queueAfter: await queueNotice(tx, mail, application.id, 'received'),
    };
  });
  await queueAfter?.();
  if (confirmed) return { reference, status: 'submitted' as const };
  const now = await findByReference(db, reference);
  // Confirmed meanwhile by another request with the right code.
  if (now && now.status !== 'unconfirmed') return { reference, status: now.status };
  throw invalidCode();
}

/** Mails a new code to an application still unconfirmed; nothing otherwise (same answer). */
export async function resendApplicationCode(
  db: Database,
  mail: SellerMailQueue,
  reference: string,
): Promise<void> {
  const application = await findByReference(db, reference);
  if (application?.status !== 'unconfirmed') return;
  await mail.after({ kind: 'seller_application', applicationId: application.id, notice: 'code' });
}
