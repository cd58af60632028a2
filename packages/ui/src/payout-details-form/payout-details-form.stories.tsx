import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PayoutDetailsForm, type PayoutDetailsFormProps } from './payout-details-form.tsx';

function Page(args: PayoutDetailsFormProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-2xl p-4" lang={lang}>
      <PayoutDetailsForm {...args} />
    </div>
  );
}

const meta = {
  title: 'UI/Account/PayoutDetailsForm',
  component: PayoutDetailsForm,
  tags: ['autodocs'],
  args: { saved: null, onSubmit: fn() },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof PayoutDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Payment type is required" (R5.23), then the bank labels of R3.11 with a Gulf IBAN. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout details' }));
    await expect(await canvas.findByText('Payment type is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank account' }));
    for (const label of ['Account number', 'Bank name', 'Holder name', 'SWIFT', 'IFSC', 'IBAN']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '608010167519');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank name' }), 'Al Rajhi Bank');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Holder name' }), 'Sara Ahmed');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^IBAN/ }),
      'SA0380000000608010167518',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout details' }));
    await expect(await canvas.findByText(/Enter a valid IBAN of a Gulf bank/)).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^IBAN/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^IBAN/ }),
      'SA0380000000608010167519',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout details' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'bank', iban: 'SA0380000000608010167519' }),
      ),
    );
  },
} satisfies Story;

/** PayPal in Arabic: «عنوان البريد الإلكتروني مطلوب» (R5.04). */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ بيانات الاستلام' }));
    await expect(await canvas.findByText('عنوان البريد الإلكتروني مطلوب')).toBeVisible();
  },
} satisfies Story;

/** Saved details come back into the form. */
export const Saved = {
  globals: { locale: 'en' },
  args: { saved: { type: 'paypal', paypalEmail: 'sara@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'PayPal e-mail' })).toHaveValue(
      'sara@example.com',
    );
  },
} satisfies Story;
