import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { undeliverableLines } from '#checkout-parts/checkout-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { UndeliverableNotice, type UndeliverableNoticeProps } from './undeliverable-notice.tsx';

function Notice(args: UndeliverableNoticeProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-xl p-4">
      <UndeliverableNotice {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/UndeliverableNotice',
  component: UndeliverableNotice,
  tags: ['autodocs'],
  args: { lines: undeliverableLines, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Notice {...args} />,
} satisfies Meta<typeof UndeliverableNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R8.13: the product left out of the order is named. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yemeni sidr honey')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('عسل سدر يمني')).toBeVisible();
  },
} satisfies Story;
