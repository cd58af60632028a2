import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Countdown } from './countdown.tsx';

/** The instant the stories were loaded, standing in for the server's request time. */
const loadedAt = Date.now();
const inFuture = (seconds: number) => new Date(loadedAt + seconds * 1000).toISOString();

const meta = {
  title: 'UI/Catalog/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    endsAt: inFuture(2 * 86_400 + 5 * 3_600 + 30 * 60 + 10),
    now: loadedAt,
    lang: 'en',
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    return <Countdown {...args} lang={useStoryLocale()} />;
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks every second; units are labelled and the timer is named. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveTextContent(/^02 Days05 Hours(30|29) Minutes\d\d Seconds$/);
    const before = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(before), { timeout: 2500 });
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const timer = canvas.getByRole('timer', { name: 'الوقت المتبقي' });
    await expect(timer).toHaveTextContent(/^02 يومان05 ساعات/);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Reaches zero while shown: "Ended", and `onEnd` is called once. */
export const EndsWhileShownEnglish = {
  globals: { locale: 'en' },
  args: { onEnd: fn(), label: 'Offer ends in' },
  render: function Render(args) {
    // Two seconds from when the story renders, not from when the file loaded.
    return (
      <Countdown {...args} now={Date.now()} endsAt={new Date(Date.now() + 2000).toISOString()} />
    );
  },
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Offer ends in' });
    await waitFor(() => expect(timer).toHaveTextContent('Ended'), { timeout: 4000 });
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const EndedArabic = {
  globals: { locale: 'ar' },
  args: { endsAt: new Date(loadedAt - 60_000).toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('انتهى');
  },
} satisfies Story;
