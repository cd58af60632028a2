import type {
  SellerApplicationStatus,
  SellerDecision,
  SellerDecisionResult,
  StaffSellerApplication,
  StaffSellerApplicationPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import {
  sellerApplicationDocuments,
  sellerApplicationEvents,
  sellerApplications,
  sellers,
  stores,
} from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { openSellerAccount, setSellerSuspended } from './seller-accounts.ts';
import { queueNotice, type SellerMailQueue } from './seller-applications-service.ts';

// Staff's decisions on seller applications (issue 16, R6.03). The one table of the moves staff
// may make is here; every decision goes through `decide`: under the application's row lock, in
// one transaction with its history entry, the audit record, the seller account's change and
// the applicant's mail.

/** A decision's move: the statuses it may leave, the one it reaches, whether it needs a reason. */
interface SellerDecisionMove {
  from: readonly SellerApplicationStatus[];
  to: SellerApplicationStatus;
  reason: boolean;
}

/** Each decision's move. */
export const sellerDecisionMoves = {
  review: { from: ['submitted'], to: 'under_review', reason: false },
  approve: { from: ['submitted', 'under_review'], to: 'approved', reason: false },
  reject: { from: ['submitted', 'under_review'], to: 'rejected', reason: true },
  suspend: { from: ['approved'], to: 'suspended', reason: true },
  reinstate: { from: ['suspended'], to: 'approved', reason: true },
} as const satisfies Record<SellerDecision, SellerDecisionMove>;

/** The mail each decision sends (review says nothing to the applicant). */
const decisionNotices = {
  review: undefined,
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'reinstated',
} as const;

const applicationNotFound = (id: number) => notFound('Seller application', id, 'params.id');

/** The store's slug of an approved (or suspended) application, else null. */
async function storeSlugOf(db: Database, applicationId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: stores.slug })
    .from(sellers)
    .innerJoin(stores, eq(stores.id, sellers.storeId))
    .where(eq(sellers.applicationId, applicationId));
  return row?.slug ?? null;
}

/**
 * Takes `decision` on application `id` for staff member `staffId`: 404 unknown; 409
 * `invalid_transition` from a status the decision may not leave (nothing changes, so twenty
 * simultaneous approvals open one store); 409 `seller_email_taken` when approving an
 * application whose e-mail another seller has.
 */
export async function decide(
  db: Database,
  mail: SellerMailQueue,
  staffId: number,
  id: number,
  decision: SellerDecision,
  reason: string | null,
): Promise<SellerDecisionResult> {
  const move = sellerDecisionMoves[decision];
  const { result, queueAfter } = await db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        status: sellerApplications.status,
        reference: sellerApplications.reference,
        email: sellerApplications.email,
      })
      .from(sellerApplications)
      .where(eq(sellerApplications.id, id))
      .for('update');
    if (!application) throw applicationNotFound(id);
    const from = application.status;
    if (!(move.from as readonly SellerApplicationStatus[]).includes(from)) {
      throw new ApiHttpError(
        409,
        'invalid_transition',
        `A ${from} application cannot be ${decision === 'review' ? 'reviewed' : `${decision}d`}`,
      );
    }
    await tx
      .update(sellerApplications)
      .set({ status: move.to, statusReason: reason, updatedAt: sql`now()` })
      .where(eq(sellerApplications.id, id));
    await tx
      .insert(sellerApplicationEvents)
      .values({ applicationId: id, status: move.to, reason, staffId });
    if (decision === 'approve') {
      const [taken] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.email, application.email));
      if (taken) {
        throw new ApiHttpError(
          409,
          'seller_email_taken',
          'A seller account has this e-mail already: reject this application or ask the applicant to apply with another address',
        );
      }
      await openSellerAccount(tx, id);
    }
    if (decision === 'suspend' || decision === 'reinstate') {
      await setSellerSuspended(tx, id, decision === 'suspend');
    }
    await recordStaffAction(tx, {
      staffId,
      action: `seller_application.${decision}`,
      subjectType: 'seller_application',
      subjectId: id,
      detail: { from, to: move.to, ...(reason === null ? {} : { reason }) },
    });
    const notice = decisionNotices[decision];
    return {
      result: {
        id,
        reference: application.reference,
        status: move.to,
        storeSlug: await storeSlugOf(tx, id),
      },
      queueAfter: notice ? await queueNotice(tx, mail, id, notice) : undefined,
    };
  });
  // A suspended or reinstated store's brands and products leave or come back to the catalog.
  if (decision === 'suspend' || decision === 'reinstate') catalogChanged(db);
  await queueAfter?.();
  return result;
}

const summaryColumns = {
  id: sellerApplications.id,
  reference: sellerApplications.reference,
  status: sellerApplications.status,
  email: sellerApplications.email,
  crNumber: sellerApplications.crNumber,
  legalName: sellerApplications.legalName,
  legalNameEn: sellerApplications.legalNameEn,
  displayName: sellerApplications.displayName,
  displayNameEn: sellerApplications.displayNameEn,
  locale: sellerApplications.locale,
  createdAt: sellerApplications.createdAt,
  updatedAt: sellerApplications.updatedAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toSummary<T extends SummaryRow>(row: T) {
  return {
    ...row,
    locale: row.locale === 'ar' ? ('ar' as const) : ('en' as const),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the applications (in `status`, or all), newest first. */
export async function listApplications(
  db: Database,
  status: SellerApplicationStatus | undefined,
  page: number,
  pageSize: number,
): Promise<StaffSellerApplicationPage> {
  const where = status === undefined ? undefined : eq(sellerApplications.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(sellerApplications)
      .where(where)
      .orderBy(desc(sellerApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(sellerApplications).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toSummary),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** One application as staff read it (never its password's or code's hash); 404 unknown. */
export async function readApplication(db: Database, id: number): Promise<StaffSellerApplication> {
  const [row] = await db
    .select({
      ...summaryColumns,
      statusReason: sellerApplications.statusReason,
      vatNumber: sellerApplications.vatNumber,
      activityTypeId: sellerApplications.activityTypeId,
      cityIds: sellerApplications.cityIds,
      contactName: sellerApplications.contactName,
      phoneCode: sellerApplications.phoneCode,
      phone: sellerApplications.phone,
      description: sellerApplications.description,
      iban: sellerApplications.iban,
      bankName: sellerApplications.bankName,
      accountHolder: sellerApplications.accountHolder,
    })
    .from(sellerApplications)
    .where(eq(sellerApplications.id, id));
  if (!row) throw applicationNotFound(id);
  const [documents, events, [duplicate], storeSlug, [seller]] = await Promise.all([
    db
      .select({
        id: sellerApplicationDocuments.id,
        kind: sellerApplicationDocuments.kind,
        fileName: sellerApplicationDocuments.fileName,
        contentType: sellerApplicationDocuments.contentType,
        byteSize: sellerApplicationDocuments.byteSize,
      })
      .from(sellerApplicationDocuments)
      .where(eq(sellerApplicationDocuments.applicationId, id))
      .orderBy(asc(sellerApplicationDocuments.kind)),
    db
      .select({
        status: sellerApplicationEvents.status,
        reason: sellerApplicationEvents.reason,
        staffId: sellerApplicationEvents.staffId,
        createdAt: sellerApplicationEvents.createdAt,
      })
      .from(sellerApplicationEvents)
      .where(eq(sellerApplicationEvents.applicationId, id))
      .orderBy(asc(sellerApplicationEvents.id)),
    db
      .select({ id: sellerApplications.id })
      .from(sellerApplications)
      .where(and(eq(sellerApplications.crNumber, row.crNumber), ne(sellerApplications.id, id)))
      .limit(1),
    storeSlugOf(db, id),
    db
      .select({ id: sellers.id, autoApproveProducts: sellers.autoApproveProducts })
      .from(sellers)
      .where(eq(sellers.applicationId, id)),
  ]);
  return {
    ...toSummary(row),
    documents,
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    duplicateCrNumber: duplicate !== undefined,
    storeSlug,
    seller: seller ?? null,
    decisions: decisionsFrom(row.status),
  };
}

/** The decisions open from `status`, each with whether it needs a reason. */
function decisionsFrom(status: SellerApplicationStatus): StaffSellerApplication['decisions'] {
  return (Object.entries(sellerDecisionMoves) as [SellerDecision, SellerDecisionMove][])
    .filter(([, move]) => move.from.includes(status))
    .map(([decision, move]) => ({ decision, reasonRequired: move.reason }));
}

/** A document of application `id` with its bytes, or undefined. */
export async function findApplicationDocument(db: Database, id: number, documentId: string) {
  const [document] = await db
    .select({
      fileName: sellerApplicationDocuments.fileName,
      contentType: sellerApplicationDocuments.contentType,
      data: sellerApplicationDocuments.data,
    })
    .from(sellerApplicationDocuments)
    .where(
      and(
        eq(sellerApplicationDocuments.id, documentId),
        eq(sellerApplicationDocuments.applicationId, id),
      ),
    );
  return document;
}
