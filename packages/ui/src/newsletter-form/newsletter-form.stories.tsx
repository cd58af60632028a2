import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { NewsletterForm } from './newsletter-form.tsx';

const meta = {
  title: 'UI/Content/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Email address is required" (R5.04), "Please enter valid email" (R5.03), then sent. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByLabelText('Your e-mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Email address is required'));
    await userEvent.type(field, 'reader@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter valid email'));
    await userEvent.type(field, 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'reader@example.com' }),
    );
  },
} satisfies Story;

/** Arabic: the messages in Arabic, right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const field = canvas.getByLabelText('بريدك الإلكتروني');
    await userEvent.click(canvas.getByRole('button', { name: 'اشترك' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('عنوان البريد الإلكتروني مطلوب'));
  },
} satisfies Story;

/** Sent: the form gives way to the note that a confirmation link went out. */
export const Sent = {
  globals: { locale: 'en' },
  args: { sentTo: 'reader@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /confirmation link to reader@example.com/,
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
