// Plain values of product questions, apart from the zod schemas (question-schemas.ts
// re-exports them), for screens that show questions without zod.

/** The most characters of a question, and of staff's answer. */
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;
/** Questions one shopper may have waiting for an answer at once (409 `questions_full`). */
export const MAX_PENDING_QUESTIONS = 20;
