import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaintenanceScreen } from './maintenance-screen.tsx';

const meta = {
  title: 'UI/Content/MaintenanceScreen',
  component: MaintenanceScreen,
  tags: ['autodocs'],
  args: { retryAfterSeconds: 600, retryHref: '#' },
} satisfies Meta<typeof MaintenanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop under maintenance, back in about ten minutes. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("We'll be back soon");
    await expect(canvas.getByText('Try again in about 10 minutes.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toBeVisible();
  },
} satisfies Story;

/** In Arabic, right to left, with staff's own message. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { message: 'نجري تحديثًا للمتجر، ونعود خلال ساعة.', retryAfterSeconds: 3600 },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('سنعود قريبًا');
    await expect(canvas.getByText('نجري تحديثًا للمتجر، ونعود خلال ساعة.')).toBeVisible();
  },
} satisfies Story;
