import {
  MAX_FAQ_TOPICS,
  MAX_FAQS_PER_TOPIC,
  type ContentPage,
  type ContentPageRequest,
  type FaqList,
  type FaqRequest,
  type FaqTopicRequest,
  type StaffContentPage,
  type StaffContentPagePage,
  type StaffFaq,
  type StaffFaqPage,
  type StaffFaqTopic,
  type StaffFaqTopicPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import { contentPages, faqs, faqTopics } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { renderMarkdown } from './markdown.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';

// FAQs and pages (issue 16): shoppers read what is published, with Markdown rendered and
// sanitised; staff write drafts, publish and unpublish, each change in the audit record. The
// public reads are kept by the response cache, which is forgotten after every change.

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

// ── Public reads ─────────────────────────────────────────────────────────────────────────────

/** The published topics in order, each with its published questions in order (bounded). */
export async function readPublishedFaqs(db: Database): Promise<FaqList> {
  const topics = await db
    .select({
      id: faqTopics.id,
      slug: faqTopics.slug,
      name: faqTopics.name,
      nameEn: faqTopics.nameEn,
    })
    .from(faqTopics)
    .where(isNotNull(faqTopics.publishedAt))
    .orderBy(asc(faqTopics.position), asc(faqTopics.id))
    .limit(MAX_FAQ_TOPICS);
  if (topics.length === 0) return { topics: [] };
  // The first MAX_FAQS_PER_TOPIC published questions of each topic, in one statement.
  const ranked = db
    .select({
      id: faqs.id,
      topicId: faqs.topicId,
      question: faqs.question,
      questionEn: faqs.questionEn,
      answer: faqs.answer,
      answerEn: faqs.answerEn,
      position: faqs.position,
      rank: sql<number>`row_number() over (partition by ${faqs.topicId} order by ${faqs.position}, ${faqs.id})`.as(
        'rank',
      ),
    })
    .from(faqs)
    .where(
      and(
        isNotNull(faqs.publishedAt),
        inArray(
          faqs.topicId,
          topics.map((topic) => topic.id),
        ),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${MAX_FAQS_PER_TOPIC}`)
    .orderBy(asc(ranked.position), asc(ranked.id));
  return {
    topics: topics
      .map((topic) => ({
        ...topic,
        faqs: rows
          .filter((row) => row.topicId === topic.id)
          .map((row) => ({
            id: row.id,
            question: row.question,
            questionEn: row.questionEn,
            answerHtml: renderMarkdown(row.answer),
            answerHtmlEn: renderMarkdown(row.answerEn),
          })),
      }))
      .filter((topic) => topic.faqs.length > 0),
  };
}

/** A published page with its body rendered; 404 for an unknown page or a draft. */
export async function readPublishedPage(db: Database, slug: string): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), isNotNull(contentPages.publishedAt)))
    .limit(1);
  if (!row?.publishedAt) throw notFound('Page', slug, 'params.slug');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    bodyHtml: renderMarkdown(row.body),
    bodyHtmlEn: renderMarkdown(row.bodyEn),
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
  };
}

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

const slugTaken = () =>
  new ApiHttpError(409, 'slug_taken', 'Another one has this slug already', 'body.slug');

/** Runs a write; a unique violation of the slug becomes 409 `slug_taken`. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

const paged = <T>(items: T[], page: number, pageSize: number, total: number) => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

type TopicRow = typeof faqTopics.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;

const toStaffTopic = (row: TopicRow): StaffFaqTopic => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  nameEn: row.nameEn,
  position: row.position,
  publishedAt: isoOrNull(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const toStaffFaq = (row: FaqRow): StaffFaq => ({
  id: row.id,
  topicId: row.topicId,
  question: row.question,
  questionEn: row.questionEn,
  answer: row.answer,
  answerEn: row.answerEn,
  position: row.position,
  publishedAt: isoOrNull(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const toStaffPage = (row: PageRow): StaffContentPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  titleEn: row.titleEn,
  summary: row.summary,
  summaryEn: row.summaryEn,
  body: row.body,
  bodyEn: row.bodyEn,
  publishedAt: isoOrNull(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function readStaffTopics(
  db: Database,
  page: number,
  pageSize: number,
): Promise<StaffFaqTopicPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(faqTopics)
      .orderBy(asc(faqTopics.position), asc(faqTopics.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(faqTopics),
  ]);
  return paged(rows.map(toStaffTopic), page, pageSize, counted?.n ?? 0);
}

/** `GET Staff/Faq`: a page of questions by topic and order, or of one topic's (`topicId`). */
export async function readStaffFaqs(
  db: Database,
  page: number,
  pageSize: number,
  topicId?: number,
): Promise<StaffFaqPage> {
  const filter = topicId === undefined ? undefined : eq(faqs.topicId, topicId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(filter)
      .orderBy(asc(faqs.topicId), asc(faqs.position), asc(faqs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(faqs).where(filter),
  ]);
  return paged(rows.map(toStaffFaq), page, pageSize, counted?.n ?? 0);
}

export async function readStaffPages(
  db: Database,
  page: number,
  pageSize: number,
): Promise<StaffContentPagePage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentPages)
      .orderBy(desc(contentPages.updatedAt), asc(contentPages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contentPages),
  ]);
  return paged(rows.map(toStaffPage), page, pageSize, counted?.n ?? 0);
}

// One topic, question or page as staff edit it (drafts too); 404 for an unknown id.

export async function readStaffTopic(db: Database, id: number): Promise<StaffFaqTopic> {
  const [row] = await db.select().from(faqTopics).where(eq(faqTopics.id, id)).limit(1);
  if (!row) throw notFound('FAQ topic', id, 'params.id');
  return toStaffTopic(row);
}

export async function readStaffFaq(db: Database, id: number): Promise<StaffFaq> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  if (!row) throw notFound('FAQ', id, 'params.id');
  return toStaffFaq(row);
}

export async function readStaffPage(db: Database, id: number): Promise<StaffContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id)).limit(1);
  if (!row) throw notFound('Page', id, 'params.id');
  return toStaffPage(row);
}

/** Creates (`id` undefined) or updates a topic, with its audit row; 409 `slug_taken`. */
export async function saveTopic(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: FaqTopicRequest,
): Promise<StaffFaqTopic> {
  const values = { ...request, position: request.position ?? 0 };
  const row = await guardSlug(() =>
    db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: faqTopics.id })
        .from(faqTopics)
        .where(
          and(eq(faqTopics.slug, values.slug), id === undefined ? undefined : ne(faqTopics.id, id)),
        );
      if (clash) throw slugTaken();
      const [saved] =
        id === undefined
          ? await tx.insert(faqTopics).values(values).returning()
          : await tx.update(faqTopics).set(values).where(eq(faqTopics.id, id)).returning();
      if (!saved) throw notFound('FAQ topic', id ?? 0, 'params.id');
      await recordStaffAction(tx, {
        staffId,
        action: id === undefined ? 'faq_topic.create' : 'faq_topic.update',
        subjectType: 'faq_topic',
        subjectId: saved.id,
        detail: { slug: saved.slug },
      });
      return saved;
    }),
  );
  if (row.publishedAt) catalogChanged(db);
  return toStaffTopic(row);
}

/** Creates (`id` undefined) or updates a question, with its audit row; 404 for a topic unknown. */
export async function saveFaq(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: FaqRequest,
): Promise<StaffFaq> {
  const values = { ...request, position: request.position ?? 0 };
  const row = await db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: faqTopics.id })
      .from(faqTopics)
      .where(eq(faqTopics.id, values.topicId));
    if (!topic) throw notFound('FAQ topic', values.topicId, 'body.topicId');
    const [saved] =
      id === undefined
        ? await tx.insert(faqs).values(values).returning()
        : await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning();
    if (!saved) throw notFound('FAQ', id ?? 0, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: id === undefined ? 'faq.create' : 'faq.update',
      subjectType: 'faq',
      subjectId: saved.id,
      detail: { topicId: saved.topicId },
    });
    return saved;
  });
  if (row.publishedAt) catalogChanged(db);
  return toStaffFaq(row);
}

/** Creates (`id` undefined) or updates a page, with its audit row; 409 `slug_taken`. */
export async function savePage(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: ContentPageRequest,
): Promise<StaffContentPage> {
  const row = await guardSlug(() =>
    db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(
          and(
            eq(contentPages.slug, request.slug),
            id === undefined ? undefined : ne(contentPages.id, id),
          ),
        );
      if (clash) throw slugTaken();
      const [saved] =
        id === undefined
          ? await tx.insert(contentPages).values(request).returning()
          : await tx.update(contentPages).set(request).where(eq(contentPages.id, id)).returning();
      if (!saved) throw notFound('Page', id ?? 0, 'params.id');
      await recordStaffAction(tx, {
        staffId,
        action: id === undefined ? 'content_page.create' : 'content_page.update',
        subjectType: 'content_page',
        subjectId: saved.id,
        detail: { slug: saved.slug },
      });
      return saved;
    }),
  );
  if (row.publishedAt) catalogChanged(db);
  return toStaffPage(row);
}

type Publishable = 'faq_topic' | 'faq' | 'content_page';
const names: Record<Publishable, string> = {
  faq_topic: 'FAQ topic',
  faq: 'FAQ',
  content_page: 'Page',
};

/** The new `published_at`: kept when published already (its first date), else now; or none. */
const publishedValue = (column: AnyPgColumn, on: boolean) =>
  on ? sql`coalesce(${column}, now())` : null;

/**
 * Publishes or unpublishes a topic, question or page (`update` changes the row), with its audit
 * row; the public reads are forgotten after the commit.
 */
async function setPublished<T>(
  db: Database,
  staffId: number,
  kind: Publishable,
  id: number,
  on: boolean,
  update: (tx: Database) => Promise<T[]>,
): Promise<T> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await update(tx);
    if (!saved) throw notFound(names[kind], id, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: `${kind}.${on ? 'publish' : 'unpublish'}`,
      subjectType: kind,
      subjectId: id,
    });
    return saved;
  });
  catalogChanged(db);
  return row;
}

export const publishedTopic = async (db: Database, staffId: number, id: number, on: boolean) =>
  toStaffTopic(
    await setPublished(db, staffId, 'faq_topic', id, on, (tx) =>
      tx
        .update(faqTopics)
        .set({ publishedAt: publishedValue(faqTopics.publishedAt, on) })
        .where(eq(faqTopics.id, id))
        .returning(),
    ),
  );
export const publishedFaq = async (db: Database, staffId: number, id: number, on: boolean) =>
  toStaffFaq(
    await setPublished(db, staffId, 'faq', id, on, (tx) =>
      tx
        .update(faqs)
        .set({ publishedAt: publishedValue(faqs.publishedAt, on) })
        .where(eq(faqs.id, id))
        .returning(),
    ),
  );
export const publishedPage = async (db: Database, staffId: number, id: number, on: boolean) =>
  toStaffPage(
    await setPublished(db, staffId, 'content_page', id, on, (tx) =>
      tx
        .update(contentPages)
        .set({ publishedAt: publishedValue(contentPages.publishedAt, on) })
        .where(eq(contentPages.id, id))
        .returning(),
    ),
  );
