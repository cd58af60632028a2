import type { NamedChoice, PaymentMethodId } from '@shop/core/checkout-state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { paymentMethods } from '#checkout-parts/checkout-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PaymentMethodSummary } from './payment-method-summary.tsx';
import { PaymentMethodsModal, type PaymentMethodsModalProps } from './payment-methods-modal.tsx';

const none: NamedChoice<PaymentMethodId | ''> = { id: '', name: '', nameEn: '' };

/**
 * The checkout's payment row opening the modal, as the app wires them: card and "Pay in 4" are
 * "Coming soon" this round.
 */
function Checkout(args: PaymentMethodsModalProps) {
  const lang = useStoryLocale();
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(args.open);
  const [active, setActive] = useState(none);
  const methods = paymentMethods.map((method) =>
    method.id === 'cod' ? method : { ...method, disabled: t('payment.comingSoon') },
  );
  return (
    <div className="max-w-md p-4">
      <PaymentMethodSummary method={active} lang={lang} onOpen={() => setOpen(true)} />
      <PaymentMethodsModal
        {...args}
        methods={args.notice ? paymentMethods : methods}
        lang={lang}
        open={open}
        value={active.id}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
        onChoose={(method) => {
          setActive(method);
          setOpen(false);
          args.onChoose(method);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/PaymentMethodsModal',
  component: PaymentMethodsModal,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    onChoose: fn(),
    methods: paymentMethods,
    lang: 'en',
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Checkout {...args} />,
} satisfies Meta<typeof PaymentMethodsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R2.86 + R5.24: confirm with none chosen, then choose cash on delivery; focus comes back. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Choose a payment method' });
    await userEvent.click(opener);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Payment methods' }));
    await expect(dialog.getByRole('radio', { name: /Mada or credit card/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const group = dialog.getByRole('group', { name: 'How would you like to pay?' });
    await expect(group).toHaveAccessibleDescription('Select payment method is required');
    await expect(dialog.getByRole('radio', { name: 'Cash on delivery' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      id: 'cod',
      name: 'الدفع عند الاستلام',
      nameEn: 'Cash on delivery',
    });
    const changed = canvas.getByRole('button', {
      name: 'Change the payment method (Cash on delivery)',
    });
    await waitFor(() => expect(changed).toHaveFocus());
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'طرق الدفع' }));
    await expect(dialog.getByRole('radio', { name: 'ادفع على 4' })).toHaveAccessibleDescription(
      'قريبًا',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'تأكيد' }));
    await expect(dialog.getByText('اختيار طريقة الدفع مطلوب')).toBeVisible();
  },
} satisfies Story;

/** R8.09: "Pay in 4" refused; the other methods can still be chosen (notice is story copy). */
export const RefusedArabic = {
  globals: { locale: 'ar' },
  args: {
    open: true,
    notice: 'لم يتمكن مزود "ادفع على 4" من الموافقة على هذه العملية. الرجاء اختيار طريقة دفع أخرى.',
  },
} satisfies Story;
