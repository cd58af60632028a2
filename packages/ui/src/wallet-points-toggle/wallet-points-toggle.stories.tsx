import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { WalletPointsToggle, type WalletPointsToggleProps } from './wallet-points-toggle.tsx';

/** The toggles as the checkout keeps them: the state is the page's. */
function Toggles(args: WalletPointsToggleProps) {
  const lang = useStoryLocale();
  const [useWallet, setUseWallet] = useState(args.useWallet);
  const [usePoints, setUsePoints] = useState(args.usePoints);
  return (
    <div className="max-w-md p-4">
      <WalletPointsToggle
        {...args}
        lang={lang}
        useWallet={useWallet}
        usePoints={usePoints}
        onWalletChange={(use) => {
          setUseWallet(use);
          args.onWalletChange(use);
        }}
        onPointsChange={(use) => {
          setUsePoints(use);
          args.onPointsChange(use);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/WalletPointsToggle',
  component: WalletPointsToggle,
  tags: ['autodocs'],
  args: {
    walletBalance: 5000,
    points: { balance: 2000, worth: 2000 },
    useWallet: false,
    usePoints: false,
    onWalletChange: fn(),
    onPointsChange: fn(),
    lang: 'en',
    storeCurrency: sar,
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Toggles {...args} />,
} satisfies Meta<typeof WalletPointsToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R1.11, R1.12: space toggles each box from the keyboard. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Use my wallet balance' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onWalletChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPointsChange).toHaveBeenCalledWith(true);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'المحفظة والنقاط' })).toBeVisible();
  },
} satisfies Story;

/** Quoted: what each pays of the order; an empty wallet cannot be used. */
export const QuotedArabic = {
  globals: { locale: 'ar' },
  args: {
    walletBalance: 0,
    usePoints: true,
    pointsCovers: 2000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'استخدام رصيد محفظتي' })).toBeDisabled();
  },
} satisfies Story;

export const QuotedEnglish = {
  globals: { locale: 'en' },
  args: { useWallet: true, usePoints: true, pointsCovers: 2000, walletCovers: 2670 },
} satisfies Story;
