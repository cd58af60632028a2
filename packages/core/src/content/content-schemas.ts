import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_TOPIC_NAME_MAX,
  MARKDOWN_PREVIEW_MAX,
  MAX_FAQ_TOPICS,
  MAX_FAQS_PER_TOPIC,
  PAGE_BODY_MAX,
  PAGE_SUMMARY_MAX,
  PAGE_TITLE_MAX,
} from '#content/content-constants.ts';

export * from '#content/content-constants.ts';

// Content staff write and shoppers read (issue 16): FAQs grouped by topic, and pages of text
// (About Us, the privacy policy). Arabic in `name`/`question`/`title`…, English in the `…En`
// field, like the catalog. Bodies are Markdown; the public reads carry them as sanitised HTML.

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The slugs of the pages the storefront has routes for. */
export const contentPageSlugs = ['about-us', 'privacy-policy'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

/** Lower-case letters and digits in words joined by single hyphens. */
const slug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const position = z.number().int().min(0).max(10_000).default(0);

// ── Public reads ─────────────────────────────────────────────────────────────────────────────

/** A published question with its answer as sanitised HTML, in both languages. */
export const faqSchema = z.object({
  id,
  question: z.string(),
  questionEn: z.string(),
  answerHtml: z.string(),
  answerHtmlEn: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** A published topic with its published questions, in order. */
export const faqTopicSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  faqs: z.array(faqSchema).max(MAX_FAQS_PER_TOPIC),
});
export type FaqTopic = z.infer<typeof faqTopicSchema>;

/** `GET Faq`: the published topics in order, each with its published questions. */
export const faqListSchema = z.object({ topics: z.array(faqTopicSchema).max(MAX_FAQ_TOPICS) });
export type FaqList = z.infer<typeof faqListSchema>;

/** `GET ContentPage/{slug}`: a published page with its body as sanitised HTML. */
export const contentPageSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  bodyHtml: z.string(),
  bodyHtmlEn: z.string(),
  /** When it was (last) published. */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The path parameter of `GET ContentPage/{slug}`. */
export const contentPageParamsSchema = z.strictObject({ slug });

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

/** Path parameter of the staff content routes. */
export const contentIdParamsSchema = z.strictObject({ id: positiveId });

/** `GET Staff/FaqTopic`, `Staff/Faq`, `Staff/ContentPage`: drafts included, newest first. */
export const staffContentListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffContentListQuery = z.input<typeof staffContentListQuerySchema>;

/** `GET Staff/Faq`: as the other lists, or only one topic's questions. */
export const staffFaqListQuerySchema = staffContentListQuerySchema.extend({
  topicId: positiveId.optional(),
});
export type StaffFaqListQuery = z.input<typeof staffFaqListQuerySchema>;

/** Body of `POST Staff/Markdown/Preview`: the Markdown being written (empty renders nothing). */
export const markdownPreviewRequestSchema = z.strictObject({
  markdown: z.string().max(MARKDOWN_PREVIEW_MAX, 'validation:tooLong'),
});
export type MarkdownPreviewRequest = z.infer<typeof markdownPreviewRequestSchema>;

/** `POST Staff/Markdown/Preview`: the HTML shoppers would get, rendered and sanitised alike. */
export const markdownPreviewSchema = z.object({ html: z.string() });
export type MarkdownPreview = z.infer<typeof markdownPreviewSchema>;

/** Body of `POST Staff/FaqTopic` and `PUT Staff/FaqTopic/{id}` (a new topic is a draft). */
export const faqTopicRequestSchema = z.strictObject({
  slug,
  name: text(FAQ_TOPIC_NAME_MAX),
  nameEn: text(FAQ_TOPIC_NAME_MAX),
  position,
});
export type FaqTopicRequest = z.infer<typeof faqTopicRequestSchema>;

/** Body of `POST Staff/Faq` and `PUT Staff/Faq/{id}` (a new question is a draft). */
export const faqRequestSchema = z.strictObject({
  topicId: positiveId,
  question: text(FAQ_QUESTION_MAX),
  questionEn: text(FAQ_QUESTION_MAX),
  answer: text(FAQ_ANSWER_MAX),
  answerEn: text(FAQ_ANSWER_MAX),
  position,
});
export type FaqRequest = z.infer<typeof faqRequestSchema>;

/** Body of `POST Staff/ContentPage` and `PUT Staff/ContentPage/{id}` (a new page is a draft). */
export const contentPageRequestSchema = z.strictObject({
  slug,
  title: text(PAGE_TITLE_MAX),
  titleEn: text(PAGE_TITLE_MAX),
  summary: text(PAGE_SUMMARY_MAX),
  summaryEn: text(PAGE_SUMMARY_MAX),
  body: text(PAGE_BODY_MAX),
  bodyEn: text(PAGE_BODY_MAX),
});
export type ContentPageRequest = z.infer<typeof contentPageRequestSchema>;

const draftState = {
  /** Null while a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A topic as staff see it (drafts too). */
export const staffFaqTopicSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  ...draftState,
});
export type StaffFaqTopic = z.infer<typeof staffFaqTopicSchema>;
export const staffFaqTopicPageSchema = pageSchema(staffFaqTopicSchema);
export type StaffFaqTopicPage = z.infer<typeof staffFaqTopicPageSchema>;

/** A question as staff see it: the Markdown they wrote. */
export const staffFaqSchema = z.object({
  id,
  topicId: id,
  question: z.string(),
  questionEn: z.string(),
  answer: z.string(),
  answerEn: z.string(),
  position: z.number().int(),
  ...draftState,
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;
export const staffFaqPageSchema = pageSchema(staffFaqSchema);
export type StaffFaqPage = z.infer<typeof staffFaqPageSchema>;

/** A page as staff see it: the Markdown they wrote. */
export const staffContentPageSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  ...draftState,
});
export type StaffContentPage = z.infer<typeof staffContentPageSchema>;
export const staffContentPagePageSchema = pageSchema(staffContentPageSchema);
export type StaffContentPagePage = z.infer<typeof staffContentPagePageSchema>;
