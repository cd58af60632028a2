import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewVersionNotice } from './new-version-notice.tsx';

const meta = {
  title: 'UI/Layout/NewVersionNotice',
  component: NewVersionNotice,
  tags: ['autodocs'],
  args: { open: true, onReload: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-40 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewVersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A new version of the shop is available.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Before a new build is known: only the empty live region. */
export const ClosedEnglish = {
  globals: { locale: 'en' },
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;
