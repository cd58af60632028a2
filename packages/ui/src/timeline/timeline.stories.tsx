import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Timeline, type TimelineEntry, type TimelineProps } from './timeline.tsx';

// Story copy: a seller application's history, as a back office shows it.
const copy = {
  en: {
    title: 'History',
    current: 'Now',
    entries: [
      { key: 1, at: '2026-03-02T08:40:00Z', label: 'Submitted', actor: 'by the applicant' },
      {
        key: 2,
        at: '2026-03-03T10:15:00Z',
        label: 'Changes asked',
        actor: 'by staff',
        note: 'Please upload a clearer copy of the commercial registration.',
      },
      { key: 3, at: '2026-03-04T12:02:00Z', label: 'Approved', actor: 'by staff' },
    ],
  },
  ar: {
    title: 'السجل',
    current: 'الآن',
    entries: [
      { key: 1, at: '2026-03-02T08:40:00Z', label: 'مُرسل', actor: 'من مقدّم الطلب' },
      {
        key: 2,
        at: '2026-03-03T10:15:00Z',
        label: 'طُلبت تعديلات',
        actor: 'من الموظفين',
        note: 'يُرجى رفع نسخة أوضح من السجل التجاري.',
      },
      { key: 3, at: '2026-03-04T12:02:00Z', label: 'مقبول', actor: 'من الموظفين' },
    ],
  },
} satisfies Record<'en' | 'ar', { title: string; current: string; entries: TimelineEntry[] }>;

function History(args: TimelineProps) {
  const lang = useStoryLocale();
  const texts = copy[lang];
  return (
    <section aria-labelledby="history" className="grid max-w-md gap-3 p-4">
      <h2 id="history" className="text-lg font-semibold">
        {texts.title}
      </h2>
      <Timeline
        {...args}
        entries={texts.entries}
        lang={lang}
        currentLabel={texts.current}
        labelledBy="history"
      />
    </section>
  );
}

const meta = {
  title: 'UI/Back office/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { entries: copy.en.entries, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <History {...args} />,
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three entries, oldest first, the last one current; the middle one with a note. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'History' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('Approved · Now Mar 4, 2026, 15:02 · by staff');
    await expect(canvas.getByText(/clearer copy/)).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'السجل' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('طُلبت تعديلات')).toBeVisible();
  },
} satisfies Story;

/** A record with no "now": every entry past. */
export const NoCurrentArabic = {
  globals: { locale: 'ar' },
  args: { currentIndex: null },
  play: async ({ canvas }) => {
    for (const step of canvas.getAllByRole('listitem'))
      await expect(step).not.toHaveAttribute('aria-current');
  },
} satisfies Story;
