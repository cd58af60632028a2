export { QuestionForm, type QuestionFormProps } from '#question-form/question-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
