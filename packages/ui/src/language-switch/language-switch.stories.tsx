import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { LanguageSwitch } from './language-switch.tsx';

const meta = {
  title: 'UI/Controls/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { lang: 'en', onLanguageChange: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: function Render(args) {
    return <LanguageSwitch {...args} lang={useStoryLocale()} />;
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page the switch offers العربية. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Switch language العربية' });
    await expect(within(button).getByText('العربية')).toHaveAttribute('lang', 'ar');
    await userEvent.click(button);
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ar');
  },
} satisfies Story;

/** On an Arabic page the switch offers English. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = canvas.getByRole('button', { name: 'تغيير اللغة English' });
    await expect(within(button).getByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(button);
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(1);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
} satisfies Story;

/** Both languages at once: each copy offers the other language. */
export const SideBySide = {
  globals: { locale: 'both' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch language العربية' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تغيير اللغة English' }));
    await expect(args.onLanguageChange).toHaveBeenNthCalledWith(1, 'ar');
    await expect(args.onLanguageChange).toHaveBeenNthCalledWith(2, 'en');
  },
} satisfies Story;
