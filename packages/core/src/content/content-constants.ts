// The bounds of the content staff write (issue 16), without zod: the back office's forms count
// against them, and the schemas in content-schemas.ts enforce them.

/** The most characters of a topic's name, a question, an answer, a page title, summary, body. */
export const FAQ_TOPIC_NAME_MAX = 80;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
export const PAGE_TITLE_MAX = 120;
export const PAGE_SUMMARY_MAX = 300;
export const PAGE_BODY_MAX = 60_000;
/** The most published topics, and questions per topic, `GET Faq` answers (a bounded page). */
export const MAX_FAQ_TOPICS = 20;
export const MAX_FAQS_PER_TOPIC = 50;
/**
 * The most characters `POST Staff/Markdown/Preview` renders: the longest body staff may save
 * (a page's or a post's).
 */
export const MARKDOWN_PREVIEW_MAX = PAGE_BODY_MAX;
