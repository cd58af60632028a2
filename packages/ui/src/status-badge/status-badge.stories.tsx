import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { StatusBadge, statusTones, type StatusTone } from './status-badge.tsx';

// Story copy: what each tone might say in a back office list.
const copy: Record<'en' | 'ar', Record<StatusTone, string>> = {
  en: {
    neutral: 'Draft',
    info: 'Submitted',
    progress: 'In review',
    brand: 'Scheduled',
    success: 'Published',
    warning: 'Waiting',
    danger: 'Rejected',
  },
  ar: {
    neutral: 'مسودة',
    info: 'مُرسل',
    progress: 'قيد المراجعة',
    brand: 'مجدول',
    success: 'منشور',
    warning: 'بانتظار القرار',
    danger: 'مرفوض',
  },
};

function EveryTone() {
  const lang = useStoryLocale();
  return (
    <div className="flex flex-wrap gap-2 p-4">
      {statusTones.map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {copy[lang][tone]}
        </StatusBadge>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Back office/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'Published' },
  // Every tone at once, so the a11y run checks each tone's contrast.
  render: () => <EveryTone />,
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('Published')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مسودة')).toBeVisible();
    await expect(canvas.getByText('منشور')).toBeVisible();
  },
} satisfies Story;
