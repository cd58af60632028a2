import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InstallButton } from './install-button.tsx';

const meta = {
  title: 'UI/Account/InstallButton',
  component: InstallButton,
  tags: ['autodocs'],
  args: { canInstall: true, onInstall: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstallButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install app' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'تثبيت التطبيق' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Without a `beforeinstallprompt` event there is nothing to show. */
export const NotInstallableEnglish = {
  globals: { locale: 'en' },
  args: { canInstall: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;
