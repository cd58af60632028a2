import {
  MAX_PENDING_QUESTIONS,
  type ModerationStatus,
  type ProductQuestion,
  type ProductQuestionPage,
  type QuestionRequest,
  type StaffQuestionPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { customers, productQuestions, products } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { firstNameOf } from '#src/reviews/reviews-service.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

// Product questions (issue 15, R1.19): a signed-in shopper asks; staff answer (the question is
// then `approved`: public with its answer) or reject it (never public). The asker sees their
// own questions still waiting.

const columns = {
  id: productQuestions.id,
  question: productQuestions.question,
  answer: productQuestions.answer,
  askerName: firstNameOf,
  status: productQuestions.status,
  createdAt: productQuestions.createdAt,
  answeredAt: productQuestions.answeredAt,
};

type Row = {
  id: number;
  question: string;
  answer: string | null;
  askerName: string;
  status: ModerationStatus;
  createdAt: Date;
  answeredAt: Date | null;
};

function toQuestion(row: Row): ProductQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    askerName: row.askerName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

async function readPage(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
): Promise<ProductQuestionPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(productQuestions)
      .innerJoin(customers, eq(customers.id, productQuestions.customerId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(productQuestions).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toQuestion),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * The customer asks a question about a product. At most MAX_PENDING_QUESTIONS of theirs wait
 * for an answer at once (409 `questions_full`): counted under the customer's row lock, so
 * concurrent asks cannot pass it together. 404 for an unknown product.
 */
export async function askQuestion(
  db: Database,
  customerId: number,
  request: QuestionRequest,
): Promise<ProductQuestion> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, request.productId))
    .limit(1);
  if (!product) throw notFound('Product', request.productId, 'body.productId');
  const id = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`,
    );
    const [waiting] = await tx
      .select({ n: count() })
      .from(productQuestions)
      .where(
        and(eq(productQuestions.customerId, customerId), eq(productQuestions.status, 'pending')),
      );
    if ((waiting?.n ?? 0) >= MAX_PENDING_QUESTIONS) {
      const error = new ApiHttpError(
        409,
        'questions_full',
        `You have ${MAX_PENDING_QUESTIONS} questions waiting for an answer already`,
      );
      error.errors[0]!.limit = MAX_PENDING_QUESTIONS;
      throw error;
    }
    const [row] = await tx
      .insert(productQuestions)
      .values({ productId: request.productId, customerId, question: request.question })
      .returning({ id: productQuestions.id });
    if (!row) throw new Error('askQuestion: no row');
    return row.id;
  });
  const [row] = await db
    .select(columns)
    .from(productQuestions)
    .innerJoin(customers, eq(customers.id, productQuestions.customerId))
    .where(eq(productQuestions.id, id));
  if (!row) throw new Error('askQuestion: the question just asked is gone');
  return toQuestion(row);
}

/** A page of a product's answered questions, newest answer first. 404 for an unknown slug. */
export async function readProductQuestions(
  db: Database,
  slug: string,
  page: number,
  pageSize: number,
): Promise<ProductQuestionPage> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFound('Product', slug);
  return readPage(
    db,
    and(eq(productQuestions.productId, product.id), eq(productQuestions.status, 'approved')),
    [desc(productQuestions.answeredAt), desc(productQuestions.id)],
    page,
    pageSize,
  );
}

/** A page of the customer's questions on a product still waiting for an answer, newest first. */
export function readMyQuestions(
  db: Database,
  customerId: number,
  productId: number,
  page: number,
  pageSize: number,
): Promise<ProductQuestionPage> {
  return readPage(
    db,
    and(
      eq(productQuestions.productId, productId),
      eq(productQuestions.customerId, customerId),
      eq(productQuestions.status, 'pending'),
    ),
    [desc(productQuestions.createdAt), desc(productQuestions.id)],
    page,
    pageSize,
  );
}

/** A page of the questions waiting for an answer, oldest first, for staff. */
export async function readStaffQuestions(
  db: Database,
  page: number,
  pageSize: number,
): Promise<StaffQuestionPage> {
  const where = eq(productQuestions.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...columns,
        productId: productQuestions.productId,
        customerId: productQuestions.customerId,
        productSlug: products.slug,
        productName: products.name,
        productNameEn: products.nameEn,
      })
      .from(productQuestions)
      .innerJoin(customers, eq(customers.id, productQuestions.customerId))
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .where(where)
      .orderBy(asc(productQuestions.createdAt), asc(productQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(productQuestions).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({
      ...toQuestion(row),
      productId: row.productId,
      customerId: row.customerId,
      productSlug: row.productSlug,
      productName: row.productName,
      productNameEn: row.productNameEn,
    })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * Staff answer a waiting question (it becomes public with the answer) or reject it (`answer`
 * undefined: never public). One conditional statement on the question and its audit record in
 * one transaction; 404 unknown, 409 `moderation_conflict` when it is no longer waiting. The
 * product page's kept answers are forgotten once it commits.
 */
export async function decideQuestion(
  db: Database,
  staffId: number,
  questionId: number,
  answer: string | undefined,
): Promise<ProductQuestion> {
  const to = answer === undefined ? 'rejected' : 'approved';
  const id = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(productQuestions)
      .set({
        status: to,
        answer: answer ?? null,
        answeredBy: staffId,
        answeredAt: sql`now()`,
      })
      .where(and(eq(productQuestions.id, questionId), eq(productQuestions.status, 'pending')))
      .returning({ id: productQuestions.id, productId: productQuestions.productId });
    if (!changed) {
      const [existing] = await tx
        .select({ status: productQuestions.status })
        .from(productQuestions)
        .where(eq(productQuestions.id, questionId));
      if (!existing) throw notFound('Question', questionId, 'params.id');
      throw new ApiHttpError(
        409,
        'moderation_conflict',
        `This question is ${existing.status} already`,
      );
    }
    await recordStaffAction(tx, {
      staffId,
      action: to === 'approved' ? 'question.answer' : 'question.reject',
      subjectType: 'question',
      subjectId: questionId,
      detail: { productId: changed.productId, ...(answer === undefined ? {} : { answer }) },
    });
    return changed.id;
  });
  if (to === 'approved') catalogChanged(db);
  const [row] = await db
    .select(columns)
    .from(productQuestions)
    .innerJoin(customers, eq(customers.id, productQuestions.customerId))
    .where(eq(productQuestions.id, id));
  if (!row) throw new Error('decideQuestion: the question is gone');
  return toQuestion(row);
}
