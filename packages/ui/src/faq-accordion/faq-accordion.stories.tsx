import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqTopicsAr, faqTopicsEn } from './faq-story-data.ts';

const meta = {
  title: 'UI/Content/FaqAccordion',
  component: FaqAccordion,
  tags: ['autodocs'],
  args: { topics: faqTopicsEn },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search "refund", then open the answer from the keyboard. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'refund');
    const question = await canvas.findByRole('button', { name: 'When will I receive my refund?' });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'How do I track my order?' })).toBeNull(),
    );
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'When will I receive my refund?' }),
    ).toBeVisible();
  },
} satisfies Story;

/** Arabic, right to left: the first answer open. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { topics: faqTopicsAr },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const question = canvas.getByRole('button', { name: 'كيف أتتبع طلبي؟' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
} satisfies Story;

/** Nothing published yet. */
export const Empty = {
  globals: { locale: 'en' },
  args: { topics: [] },
} satisfies Story;
