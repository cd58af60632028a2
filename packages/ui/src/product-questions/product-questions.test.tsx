import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { answeredQuestions, noQuestions, waitingQuestion } from '#testing/feedback-story-data.ts';
import { ProductQuestions } from './product-questions.tsx';

describe('ProductQuestions', () => {
  it('lists answered questions with who asked and the answer, the ask form, and the shopper’s waiting ones', () => {
    renderWithI18n(
      <ProductQuestions
        questions={answeredQuestions}
        lang="en"
        waiting={[waitingQuestion]}
        askForm={<button type="button">Ask a question</button>}
      />,
    );
    const section = screen.getByRole('region', { name: 'Questions and answers' });
    within(section).getByRole('button', { name: 'Ask a question' });
    const waiting = within(section).getByRole('list', {
      name: 'Your questions waiting for an answer',
    });
    within(waiting).getByText(/Do you deliver it chilled in summer\?/);
    const [first] = within(section).getAllByRole('article');
    within(first!).getByRole('heading', {
      level: 3,
      name: 'Question: Is it suitable for children under two?',
    });
    within(first!).getByText(/Asked by Sara/);
    expect(
      within(first!)
        .getByText(/nothing added/)
        .closest('p')?.textContent,
    ).toBe('Answer: Yes: it is pasteurised whole milk with nothing added.');
  });

  it('says when no question has been answered yet, in Arabic too', () => {
    renderWithI18n(<ProductQuestions questions={noQuestions} lang="ar" />, 'ar');
    screen.getByRole('region', { name: 'الأسئلة والأجوبة' });
    screen.getByText('لا توجد أسئلة مجابة بعد.');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
