import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ComplaintModal, type ComplaintModalProps } from './complaint-modal.tsx';

/** Opens the modal from a page button and, like the app, says it was sent. */
function WithOpener(args: ComplaintModalProps) {
  const lang = useStoryLocale();
  const [sent, setSent] = useState(false);
  return (
    <ModalOpener
      label={lang === 'ar' ? 'الإبلاغ عن مشكلة' : 'Report a problem'}
      initiallyOpen={args.open}
      onClose={() => {
        setSent(false);
        args.onClose();
      }}
    >
      {(open, close) => (
        <ComplaintModal
          {...args}
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
  title: 'UI/Account/ComplaintModal',
  component: ComplaintModal,
  tags: ['autodocs'],
  args: { open: false, orderNumber: 'SO-00000042', onClose: fn(), onSubmit: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ComplaintModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No reason: "Reason is required" (R5.22); then a reason and a note are sent. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report a problem' }));
    const dialog = await canvas.findByRole('dialog', {
      name: 'Report a problem with order SO-00000042',
    });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Send complaint' }));
    const reasons = inDialog.getByRole('group', { name: 'Reason' });
    await waitFor(() => expect(reasons).toHaveAccessibleDescription('Reason is required'));
    await userEvent.click(inDialog.getByRole('radio', { name: 'Late delivery' }));
    await userEvent.type(
      inDialog.getByLabelText(/^Note/, { selector: 'textarea' }),
      'Two hours after the slot.',
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reason: 'late_delivery',
        note: 'Two hours after the slot.',
      }),
    );
    await expect(inDialog.getByRole('status')).toHaveTextContent('Your complaint has been sent.');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await canvas.findByRole('dialog', {
      name: 'الإبلاغ عن مشكلة في الطلب SO-00000042',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    await expect(await within(dialog).findByText('السبب مطلوب')).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'منتجات تالفة' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
