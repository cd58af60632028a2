// Story and test data of the reviews, questions and complaints components (real copy, both languages).
import type { ProductQuestion, ProductQuestionPage } from '@shop/core/questions';
import type { ReviewPage } from '@shop/core/reviews';

export const reviewPage: ReviewPage = {
  items: [
    {
      id: 3,
      rating: 5,
      content: 'Fresh and cold on arrival. The best milk in town.',
      authorName: 'Lina',
      createdAt: '2026-03-14T09:20:00.000Z',
    },
    {
      id: 2,
      rating: 4,
      content: 'حليب طازج وطعمه ممتاز، لكن العبوة كانت مبللة قليلًا.',
      authorName: 'نورة',
      createdAt: '2026-03-10T18:05:00.000Z',
    },
    {
      id: 1,
      rating: 3,
      content: 'Good, but it sold out twice this week.',
      authorName: 'Omar',
      createdAt: '2026-03-02T07:45:00.000Z',
    },
  ],
  page: 1,
  pageSize: 3,
  total: 7,
  totalPages: 3,
  average: 4.3,
  count: 7,
};

export const noReviews: ReviewPage = {
  items: [],
  page: 1,
  pageSize: 5,
  total: 0,
  totalPages: 0,
  average: 0,
  count: 0,
};

export const answeredQuestions: ProductQuestionPage = {
  items: [
    {
      id: 12,
      question: 'Is it suitable for children under two?',
      answer: 'Yes: it is pasteurised whole milk with nothing added.',
      askerName: 'Sara',
      status: 'approved',
      createdAt: '2026-03-11T10:00:00.000Z',
      answeredAt: '2026-03-11T12:30:00.000Z',
    },
    {
      id: 9,
      question: 'هل يمكن تجميده؟',
      answer: 'نعم، حتى شهر واحد. يُذاب في الثلاجة قبل الاستعمال.',
      askerName: 'خالد',
      status: 'approved',
      createdAt: '2026-03-05T16:40:00.000Z',
      answeredAt: '2026-03-06T08:15:00.000Z',
    },
  ],
  page: 1,
  pageSize: 5,
  total: 2,
  totalPages: 1,
};

export const noQuestions: ProductQuestionPage = {
  items: [],
  page: 1,
  pageSize: 5,
  total: 0,
  totalPages: 0,
};

export const waitingQuestion: ProductQuestion = {
  id: 14,
  question: 'Do you deliver it chilled in summer?',
  answer: null,
  askerName: 'Lina',
  status: 'pending',
  createdAt: '2026-03-15T08:00:00.000Z',
  answeredAt: null,
};
