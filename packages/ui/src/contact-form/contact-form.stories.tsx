import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactForm } from './contact-form.tsx';

const meta = {
  title: 'UI/Content/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: "Subject is required" (R5.20), "Message is required" (R5.21); then a message is sent. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const subject = canvas.getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Subject is required'));
    await expect(
      canvas.getByLabelText('Message', { selector: 'textarea' }),
    ).toHaveAccessibleDescription(/Message is required/);
    await userEvent.type(canvas.getByLabelText('Your name'), 'Noura Salem');
    await userEvent.type(canvas.getByLabelText('Your e-mail'), 'noura@example.com');
    await userEvent.type(subject, 'Late delivery');
    await userEvent.type(
      canvas.getByLabelText('Message', { selector: 'textarea' }),
      'My order has not arrived yet.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Noura Salem',
        email: 'noura@example.com',
        subject: 'Late delivery',
        message: 'My order has not arrived yet.',
        website: '',
      }),
    );
  },
} satisfies Story;

/** A signed-in shopper in Arabic: name and e-mail filled in, a limit refusal above the fields. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    prefill: { name: 'لينا حداد', email: 'lina@example.com' },
    serverErrors: [{ code: 'rate_limited', message: 'errors:api.rate_limited' }],
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByLabelText('اسمك')).toHaveValue('لينا حداد');
    await expect(canvas.getByLabelText('بريدك الإلكتروني')).toHaveValue('lina@example.com');
    await expect(canvas.getByRole('alert')).toHaveTextContent('محاولات كثيرة');
  },
} satisfies Story;

/** Sending: the button is busy and says so. */
export const Busy = {
  globals: { locale: 'en' },
  args: { busy: true, prefill: { name: 'Omar', email: 'omar@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
