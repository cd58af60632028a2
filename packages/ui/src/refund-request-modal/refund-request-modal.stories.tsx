import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { refundOptions } from '#testing/refund-story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { RefundRequestModal, type RefundRequestModalProps } from './refund-request-modal.tsx';

/** A page button that opens the modal, as Order Details does (its label is story copy). */
function WithOpener(args: RefundRequestModalProps) {
  const lang = useStoryLocale();
  const [open, setOpen] = useState(args.open);
  return (
    <LinkProvider component={StoryLink}>
      <div className="p-4">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {lang === 'ar' ? 'استرداد' : 'Refund'}
        </button>
        <RefundRequestModal
          {...args}
          lang={lang}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Orders/RefundRequestModal',
  component: RefundRequestModal,
  tags: ['autodocs'],
  args: {
    open: false,
    options: refundOptions,
    lang: 'en',
    payoutDetailsHref: '/account/payout-details',
    onClose: fn(),
    onSubmit: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof RefundRequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty says what is missing (R5.22); then one milk to the wallet is sent. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const dialog = await canvas.findByRole('dialog', {
      name: 'Request a refund for order SO-00000498',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(dialog).toHaveTextContent('Choose at least one item');
    await expect(dialog).toHaveTextContent('Reason is required');
    await expect(dialog).toHaveTextContent('Choose where the money goes');
    // The payout needs saved details: disabled, with the way to save them.
    await expect(canvas.getByRole('radio', { name: /My payout details/ })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Payout Details' })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Fresh full-fat milk' }),
      '1',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Past its date');
    await userEvent.click(canvas.getByRole('radio', { name: /My Wallet/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        lines: [{ orderLineId: 4980, quantity: 1 }],
        reason: 'Past its date',
        destination: 'wallet',
      }),
    );
  },
} satisfies Story;

/** بالعربية: «السبب مطلوب». */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'استرداد' }));
    const dialog = await canvas.findByRole('dialog', { name: 'طلب استرداد للطلب SO-00000498' });
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الطلب' }));
    await expect(dialog).toHaveTextContent('السبب مطلوب');
    await expect(dialog).toHaveTextContent('بقيت قطعتان للاسترداد من 2');
  },
} satisfies Story;
