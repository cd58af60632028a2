import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { BusyIndicator } from './busy-indicator.tsx';

/** A button that starts and ends an action, as the store's processing flag would (story copy). */
function BusyDemo() {
  const lang = useStoryLocale();
  const [busy, setBusy] = useState(false);
  return (
    <div className="min-h-40 p-4">
      <button
        type="button"
        onClick={() => setBusy((now) => !now)}
        className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {lang === 'ar' ? (busy ? 'إنهاء' : 'ابدأ') : busy ? 'Finish' : 'Start'}
      </button>
      <BusyIndicator busy={busy} />
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/BusyIndicator',
  component: BusyIndicator,
  tags: ['autodocs'],
  args: { busy: true },
} satisfies Meta<typeof BusyIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While an action runs: the bar at the top and the polite announcement. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Processing your request…');
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing your request…');
  },
} satisfies Story;

/** Arabic: the same, announced in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('جارٍ تنفيذ طلبك…');
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تنفيذ طلبك…');
  },
} satisfies Story;

/** Starting and finishing an action shows and hides the bar; the live region stays. */
export const StartAndFinish = {
  globals: { locale: 'en' },
  render: () => <BusyDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
} satisfies Story;

/** Arabic: starting an action. */
export const StartAndFinishArabic = {
  globals: { locale: 'ar' },
  render: () => <BusyDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ابدأ' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تنفيذ طلبك…');
  },
} satisfies Story;
