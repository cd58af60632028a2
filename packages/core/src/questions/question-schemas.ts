import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import { ANSWER_MAX, QUESTION_MAX } from '#questions/question-constants.ts';
import { moderationStatuses, reviewListQuerySchema } from '#reviews/review-schemas.ts';

export * from '#questions/question-constants.ts';

// Product questions (issue 15, R1.19): a signed-in shopper asks about a product; the question
// is public once staff answer it (`approved`), hidden for good when staff reject it. The asker
// sees their own questions still waiting.

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The question's text (R5.27 "This Field Cannot Be Empty" when empty). */
const questionField = z
  .string({ error: 'validation:fieldRequired' })
  .trim()
  .min(1, 'validation:fieldRequired')
  .max(QUESTION_MAX, 'validation:tooLong');

/** The body of `POST ProductQuestion`. */
export const questionRequestSchema = z.strictObject({
  productId: positiveId,
  question: questionField,
});
export type QuestionRequest = z.infer<typeof questionRequestSchema>;

/** The ask form on a product page. */
export const questionFormSchema = z.object({ question: questionField });
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** `GET Product/{slug}/Questions?page=&pageSize=` (answered, newest answer first) and `GET ProductQuestion/Mine`. */
export const questionListQuerySchema = reviewListQuerySchema;
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

/** A question with its answer (null while it waits). */
export const productQuestionSchema = z.object({
  id,
  question: z.string(),
  answer: z.string().nullable(),
  /** The asker's first name only. */
  askerName: z.string(),
  status: z.enum(moderationStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ProductQuestion = z.infer<typeof productQuestionSchema>;
export const productQuestionPageSchema = pageSchema(productQuestionSchema);
export type ProductQuestionPage = z.infer<typeof productQuestionPageSchema>;

/** `GET ProductQuestion/Mine?productId=&page=`: the shopper's questions on it still waiting. */
export const myQuestionsQuerySchema = questionListQuerySchema.extend({ productId: positiveId });
export type MyQuestionsQuery = z.input<typeof myQuestionsQuerySchema>;

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

/** `GET Staff/Question?page=&pageSize=`: the unanswered questions, oldest first. */
export const staffQuestionListQuerySchema = questionListQuerySchema;

/** A question as staff see it: with the product and the customer. */
export const staffQuestionSchema = productQuestionSchema.extend({
  productId: id,
  customerId: id,
  productSlug: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;
export const staffQuestionPageSchema = pageSchema(staffQuestionSchema);
export type StaffQuestionPage = z.infer<typeof staffQuestionPageSchema>;

/** The body of `POST Staff/Question/{id}/Answer`. */
export const answerRequestSchema = z.strictObject({
  answer: z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(ANSWER_MAX, 'validation:tooLong'),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
