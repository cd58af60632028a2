import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import {
  MarkdownEditor,
  type MarkdownEditorProps,
  type MarkdownPreviewState,
} from './markdown-editor.tsx';

// Story copy; the preview's HTML stands in for what the API's renderer answers.
const copy = {
  en: {
    label: 'Body (English)',
    text: '## Fresh every morning\n\nOur bakers start at **four**.\n\n- Bread\n- Pastries',
    html: '<h2>Fresh every morning</h2><p>Our bakers start at <strong>four</strong>.</p><ul><li>Bread</li><li>Pastries</li></ul>',
  },
  ar: {
    label: 'النص (بالعربية)',
    text: '## طازج كل صباح\n\nيبدأ خبّازونا في **الرابعة**.\n\n- خبز\n- معجنات',
    html: '<h2>طازج كل صباح</h2><p>يبدأ خبّازونا في <strong>الرابعة</strong>.</p><ul><li>خبز</li><li>معجنات</li></ul>',
  },
} as const;

/** The editor with its text kept in state, and a preview that answers the story's HTML. */
function Editor(args: MarkdownEditorProps) {
  const lang = useStoryLocale();
  const texts = copy[lang];
  const [value, setValue] = useState<string>(texts.text);
  const [preview, setPreview] = useState<MarkdownPreviewState | undefined>();
  return (
    <div className="max-w-2xl p-4">
      <MarkdownEditor
        {...args}
        label={texts.label}
        value={value}
        onChange={setValue}
        lang={lang}
        contentLang={lang}
        onPreview={(markdown) => {
          args.onPreview(markdown);
          setPreview({ status: 'ready', html: markdown === texts.text ? texts.html : '' });
        }}
        preview={preview}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Back office/MarkdownEditor',
  component: MarkdownEditor,
  tags: ['autodocs'],
  args: {
    label: copy.en.label,
    value: copy.en.text,
    onChange: fn(),
    onPreview: fn(),
    maxLength: 5000,
    lang: 'en',
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write, make a word bold with Ctrl+B, then preview what shoppers will see. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Body (English)' });
    await expect(text).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting of Body (English)' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Link'])
      await expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByText('73 of 5,000 characters')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith(copy.en.text);
    const panel = canvas.getByRole('tabpanel', { name: 'Preview' });
    await expect(within(panel).getByRole('heading', { name: 'Fresh every morning' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
    await expect(text).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'النص (بالعربية)' });
    await expect(text).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'غامق' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'معاينة' }));
    const panel = canvas.getByRole('tabpanel', { name: 'معاينة' });
    await waitFor(() => expect(within(panel).getByText('الرابعة')).toBeVisible());
    await expect(within(panel).getByRole('heading', { name: 'طازج كل صباح' })).toBeVisible();
  },
} satisfies Story;

/** The toolbar from the keyboard: arrows move between its buttons; Ctrl+B makes bold. */
export const KeyboardEnglish = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const text = canvas.getByRole<HTMLTextAreaElement>('textbox');
    await userEvent.clear(text);
    await userEvent.type(text, 'soft');
    text.setSelectionRange(0, 4);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(text).toHaveValue('**soft**');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
  },
} satisfies Story;
