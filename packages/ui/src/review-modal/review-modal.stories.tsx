import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ReviewModal, type ReviewModalProps } from './review-modal.tsx';

/** Opens the modal from a page button and, like the app, thanks once the review is sent. */
function WithOpener(args: ReviewModalProps) {
  const lang = useStoryLocale();
  const [sent, setSent] = useState(false);
  return (
    <ModalOpener
      label={lang === 'ar' ? 'اكتب تقييمًا' : 'Write a review'}
      initiallyOpen={args.open}
      onClose={() => {
        setSent(false);
        args.onClose();
      }}
    >
      {(open, close) => (
        <ReviewModal
          {...args}
          productName={
            lang === 'ar' ? 'حليب مزارع الوادي كامل الدسم ١ لتر' : 'Wadi Farms Full Fat Milk 1 L'
          }
          open={open}
          onClose={close}
          submitted={args.submitted || sent}
          onSubmit={(values) => {
            args.onSubmit(values);
            setSent(true);
          }}
        />
      )}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Reviews/ReviewModal',
  component: ReviewModal,
  tags: ['autodocs'],
  args: { open: false, onClose: fn(), onSubmit: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ReviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: both of the spec's messages (R5.25, R5.26); then four stars and a text, and thanks (R8.28). */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Write a review' });
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const stars = canvas.getByRole('radiogroup', { name: 'Rating' });
    await waitFor(() => expect(stars).toHaveAccessibleDescription('Rating is required'));
    await expect(canvas.getByText('Review Content is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(
      canvas.getByLabelText('Review content', { selector: 'textarea' }),
      'Fresh and cold on arrival.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        rating: 4,
        content: 'Fresh and cold on arrival.',
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you for your comment. We will review it and approve it shortly',
    );
    await expect(dialog).toBeVisible();
  },
} satisfies Story;

/** Arrow keys move between the stars (down: the next); empty content says R5.26 in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await canvas.findByRole('dialog', { name: 'اكتب تقييمًا' });
    const first = canvas.getByRole('radio', { name: 'نجمة واحدة' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'نجمتان' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال التقييم' }));
    await expect(await canvas.findByText('محتوى التقييم مطلوب')).toBeVisible();
  },
} satisfies Story;

/** Sent, in Arabic: the spec's thanks. */
export const ThanksArabic = {
  globals: { locale: 'ar' },
  args: { open: true, submitted: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'شكرًا لتعليقك. سنراجعه ونعتمده قريبًا',
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
