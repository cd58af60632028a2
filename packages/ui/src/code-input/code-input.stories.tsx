import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { CodeInput, type CodeInputProps } from './code-input.tsx';

/** Holds the value, as a form's Controller would. */
function Controlled(args: CodeInputProps) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(args.value);
  return (
    <div className="max-w-sm p-4">
      <CodeInput
        {...args}
        label={t('fields.code')}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Forms/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { label: 'Verification code', value: '', onChange: fn(), onComplete: fn() },
  argTypes: { label: { control: false, description: 'From the account catalogue.' } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing keeps digits only; the sixth digit completes the code. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

/** Pasting Arabic-Indic digits with spaces gives the Latin code. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const input = canvas.getByRole('textbox', { name: 'رمز التحقق' });
    await userEvent.click(input);
    await userEvent.paste('١٢٣ ٤٥٦');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
