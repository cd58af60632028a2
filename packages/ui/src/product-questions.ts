export {
  ProductQuestions,
  WaitingQuestions,
  type ProductQuestionsProps,
  type WaitingQuestionsProps,
} from '#product-questions/product-questions.tsx';
