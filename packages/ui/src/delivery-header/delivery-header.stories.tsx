import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DeliveryHeader } from './delivery-header.tsx';

const meta = {
  title: 'UI/Delivery/DeliveryHeader',
  component: DeliveryHeader,
  tags: ['autodocs'],
  args: {
    lang: 'en',
    name: 'Khaleej Fresh',
    delivery: { served: true, basis: 'area', distanceMeters: 1958, etaMinutes: 14 },
    signedIn: true,
    cartCount: 3,
    onCartOpen: fn(),
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof DeliveryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A served place: the estimate links back to the location gate; the cart with its count. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'We deliver here in about 14 minutes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My orders' })).toBeVisible();
  },
} satisfies Story;

/** Arabic, right to left: the brand's Arabic name and the estimate in Arabic plural forms. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { lang: 'ar', name: 'خليج فريش' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('link', { name: 'نوصل إلى هنا في نحو 14 دقيقة' })).toBeVisible();
  },
} satisfies Story;

/** Before a place is chosen, for a guest: the chip asks for one; “Sign in” instead of orders. */
export const NoPlaceYet = {
  globals: { locale: 'en' },
  args: { delivery: null, signedIn: false, cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Choose where we deliver first' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
} satisfies Story;

/** Before a place is chosen, in Arabic. */
export const NoPlaceYetArabic = {
  globals: { locale: 'ar' },
  args: { ...NoPlaceYet.args, lang: 'ar', name: 'خليج فريش' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  },
} satisfies Story;
