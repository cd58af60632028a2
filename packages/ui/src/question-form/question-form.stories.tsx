import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { QuestionForm } from './question-form.tsx';

const meta = {
  title: 'UI/Reviews/QuestionForm',
  component: QuestionForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: "This Field Cannot Be Empty" (R5.27); then a question is sent trimmed. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    const field = canvas.getByLabelText('Your question', { selector: 'textarea' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This Field Cannot Be Empty'));
    await userEvent.type(field, ' Is it organic? ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ question: 'Is it organic?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
} satisfies Story;

/** Busy in Arabic, with a refusal of the API above the field. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    busy: true,
    serverErrors: [{ code: 'questions_full', message: 'errors:api.questions_full' }],
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('alert')).toHaveTextContent('بانتظار الإجابة');
    await expect(canvas.getByRole('button', { name: 'إرسال السؤال' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
