import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DiagnosticsPanel } from './diagnostics-panel.tsx';
import { diagnosticsAr, diagnosticsEn } from './diagnostics-story-data.ts';

const meta = {
  title: 'UI/Developer/DiagnosticsPanel',
  component: DiagnosticsPanel,
  tags: ['autodocs'],
  args: { rows: diagnosticsEn, onCheckAgain: fn(), copy: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiagnosticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks again, then copies the report as text. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Blocked in the browser')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the report' }));
    await expect(args.copy).toHaveBeenCalledWith(
      expect.stringContaining('App version: 0.1.0\nBuild: a1b2c3d4'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Report copied');
  },
} satisfies Story;

/** Arabic, right to left; versions read left to right. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { rows: diagnosticsAr },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('a1b2c3d4')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'إعادة الفحص' })).toBeEnabled();
  },
} satisfies Story;

/** While the checks run: "Check again" waits. */
export const Checking = {
  globals: { locale: 'en' },
  args: {
    checking: true,
    rows: diagnosticsEn.map((row) => ({ ...row, value: 'Checking…', state: 'pending' as const })),
  },
} satisfies Story;
