import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NewsletterPopup, type NewsletterPopupProps } from './newsletter-popup.tsx';

/** A page with a button that opens the popup again, as the app's timer would. */
function Page(args: NewsletterPopupProps) {
  const [open, setOpen] = useState(args.open);
  const [sentTo, setSentTo] = useState(args.sentTo);
  return (
    <div className="p-4">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NewsletterPopup
        {...args}
        open={open}
        sentTo={sentTo}
        onSubmit={(values) => {
          args.onSubmit(values);
          setSentTo(values.email);
        }}
        onDismiss={() => {
          setOpen(false);
          args.onDismiss();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Content/NewsletterPopup',
  component: NewsletterPopup,
  tags: ['autodocs'],
  args: { open: false, onDismiss: fn(), onSubmit: fn() },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof NewsletterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the field focused; Escape dismisses it and focus goes back; then a sign-up. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = within(await canvas.findByRole('dialog', { name: '15% off your first order' }));
    const field = dialog.getByLabelText('Your e-mail');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalled());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await waitFor(() => expect(dialog.getByLabelText('Your e-mail')).toHaveFocus());
    await userEvent.keyboard('reader@example.com{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'reader@example.com' }),
    );
    await expect(await dialog.findByRole('status')).toHaveTextContent(/reader@example.com/);
  },
} satisfies Story;

/** Arabic, open: the offer and the buttons in Arabic, right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = within(await canvas.findByRole('dialog', { name: 'خصم 15% على طلبك الأول' }));
    await expect(dialog.getByRole('button', { name: 'لا، شكرًا' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'اشترك' })).toBeVisible();
  },
} satisfies Story;
