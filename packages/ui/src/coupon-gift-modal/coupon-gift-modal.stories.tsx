import type { ChosenCoupon } from '@shop/core/checkout-state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { appliedCoupon, heldCoupons } from '#checkout-parts/checkout-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import {
  CouponGiftModal,
  type CouponCheck,
  type CouponGiftModalProps,
} from './coupon-gift-modal.tsx';
import { CouponSummary } from './coupon-summary.tsx';

/**
 * The checkout's coupon row opening the modal, as the app wires them. The stand-in API accepts
 * the held coupons' codes (any case) and refuses anything else.
 */
function Checkout(args: CouponGiftModalProps) {
  const lang = useStoryLocale();
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(args.open);
  const [coupon, setCoupon] = useState<ChosenCoupon | null>(args.applied ?? null);
  const apply = async (code: string): Promise<CouponCheck> => {
    await args.onApply(code);
    const held = heldCoupons.find((item) => item.code === code.toUpperCase());
    if (!held) return { error: t('validation.couponInvalid') };
    setCoupon(held);
    return { coupon: { ...appliedCoupon, ...held } };
  };
  return (
    <div className="max-w-md p-4">
      <CouponSummary coupon={coupon} lang={lang} onOpen={() => setOpen(true)} />
      <CouponGiftModal
        {...args}
        lang={lang}
        open={open}
        applied={coupon}
        onApply={apply}
        onRemove={() => setCoupon(null)}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/CouponGiftModal',
  component: CouponGiftModal,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    onApply: fn(() => Promise.resolve<CouponCheck>({ error: '' })),
    lang: 'en',
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Checkout {...args} />,
} satisfies Meta<typeof CouponGiftModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R5.29 then R8.27: an unknown code is refused at the field; a valid one is applied. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a coupon' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Coupon or gift coupon' }));
    const input = dialog.getByRole('textbox', { name: 'Coupon code' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('NOPE{Enter}');
    await expect(input).toHaveAccessibleDescription('Please enter a valid coupon');
    await userEvent.clear(input);
    await userEvent.type(input, 'welcome10{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith('welcome10');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Coupon applied! Welcome 10% off (WELCOME10) is taken off your order.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByText('WELCOME10')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change the coupon' })).toHaveFocus(),
    );
  },
} satisfies Story;

/** The shopper's coupons to pick, the applied one to remove. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true, coupons: heldCoupons, applied: heldCoupons[1] },
  play: async ({ canvas, userEvent }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'قسيمة أو قسيمة هدية' }));
    await userEvent.click(dialog.getByRole('button', { name: 'استخدام WELCOME10' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('تم تطبيق القسيمة!');
  },
} satisfies Story;

export const EmptyCodeArabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'قسيمة أو قسيمة هدية' }));
    await userEvent.click(dialog.getByRole('button', { name: 'تطبيق' }));
    await expect(dialog.getByText('الرجاء إدخال قسيمة صالحة')).toBeVisible();
  },
} satisfies Story;
