import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuestionForm } from '#question-form/question-form.tsx';
import { answeredQuestions, noQuestions, waitingQuestion } from '#testing/feedback-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ProductQuestions, type ProductQuestionsProps } from './product-questions.tsx';

const onAsk = fn();

function InPage(args: ProductQuestionsProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-2xl p-4">
      <ProductQuestions {...args} lang={lang} askForm={<QuestionForm onSubmit={onAsk} />} />
    </div>
  );
}

const meta = {
  title: 'UI/Reviews/ProductQuestions',
  component: ProductQuestions,
  tags: ['autodocs'],
  args: { questions: answeredQuestions, waiting: [waitingQuestion], lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <InPage {...args} />,
} satisfies Meta<typeof ProductQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered questions, the shopper's waiting one, and the ask form. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const section = canvas.getByRole('region', { name: 'Questions and answers' });
    await expect(within(section).getAllByRole('article')).toHaveLength(2);
    await expect(
      within(section).getByRole('list', { name: 'Your questions waiting for an answer' }),
    ).toBeVisible();
    await userEvent.type(
      within(section).getByLabelText('Your question', { selector: 'textarea' }),
      'Is it organic?',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Send question' }));
    await expect(onAsk).toHaveBeenCalledWith({ question: 'Is it organic?' });
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const section = canvas.getByRole('region', { name: 'الأسئلة والأجوبة' });
    await expect(within(section).getByText(/سأل خالد/)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'إرسال السؤال' }));
    await expect(await within(section).findByText('لا يمكن ترك هذا الحقل فارغًا')).toBeVisible();
  },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { questions: noQuestions, waiting: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد أسئلة مجابة بعد.')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
