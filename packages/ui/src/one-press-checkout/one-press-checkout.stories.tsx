import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { readyCart } from '#cart-parts/cart-story-data.ts';
import { deliverySpeeds } from '#checkout-parts/checkout-story-data.ts';
import { addresses } from '#testing/account-story-data.ts';
import { regions, sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OnePressCheckout, type OnePressCheckoutProps } from './one-press-checkout.tsx';

function Checkout(args: OnePressCheckoutProps) {
  return <OnePressCheckout {...args} lang={useStoryLocale()} />;
}

const meta = {
  title: 'UI/Checkout/OnePressCheckout',
  component: OnePressCheckout,
  tags: ['autodocs'],
  args: {
    cart: readyCart,
    addresses,
    regions,
    addressId: null,
    speeds: deliverySpeeds,
    paymentName: 'Cash on delivery',
    slotId: 3,
    onPlace: fn((): Promise<string | null> => Promise.resolve(null)),
    onAddAddress: fn(),
    lang: 'en',
    storeCurrency: sar,
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Checkout {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OnePressCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fastest speed is chosen; one press places with cash on delivery. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlace).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'cod', slotId: 3 }),
    );
  },
} satisfies Story;

/** Arabic, right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { paymentName: 'الدفع عند الاستلام' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'تأكيد الطلب' })).toBeVisible();
  },
} satisfies Story;

/** A refusal (an address outside the delivery area) is said in an alert. */
export const RefusedArabic = {
  globals: { locale: 'ar' },
  args: {
    paymentName: 'الدفع عند الاستلام',
    onPlace: fn((): Promise<string | null> =>
      Promise.resolve('هذا العنوان خارج منطقة توصيل المتجر. يرجى اختيار عنوان آخر.'),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد الطلب' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خارج منطقة توصيل');
  },
} satisfies Story;
