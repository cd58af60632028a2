import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { FileDropZone, type DropZoneItem, type FileDropZoneProps } from './file-drop-zone.tsx';

/** A 1×1 green PNG named `name`. */
function photo(name: string): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const copy = {
  en: { label: 'Product pictures', first: 'Date syrup jar' },
  ar: { label: 'صور المنتج', first: 'عبوة دبس التمر' },
} as const;

/** The zone with its pictures kept in state, as a form keeps them (its texts are story copy). */
function Stateful(args: FileDropZoneProps) {
  const lang = useStoryLocale();
  const [items, setItems] = useState<readonly DropZoneItem[]>(args.items);
  return (
    <FileDropZone
      {...args}
      lang={lang}
      label={copy[lang].label}
      items={items}
      onFiles={(files) => {
        args.onFiles(files);
        setItems((now) => [
          ...now,
          ...files.map((file) => ({ key: file.name, name: file.name, file })),
        ]);
      }}
      onRemove={(key) => {
        args.onRemove(key);
        setItems((now) => now.filter((item) => item.key !== key));
      }}
    />
  );
}

const meta = {
  title: 'UI/Back office/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: {
    id: 'pictures',
    label: copy.en.label,
    lang: 'en',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 3,
    items: [],
    onFiles: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen with the keyboard's file button: previewed, then removed by its named button. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Product pictures');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG, or WebP, up to 5 MB each; 3 at most.',
    );
    await userEvent.upload(input, photo('jar.png'));
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('img', { name: 'jar.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove jar.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith('jar.png');
  },
} satisfies Story;

/** Right to left, with a stored picture; a file of the wrong kind is refused and announced. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    lang: 'ar',
    label: copy.ar.label,
    items: [{ key: '1', name: copy.ar.first, file: photo('jar.png') }],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: copy.ar.first })).toBeVisible();
    const input = canvas.getByLabelText(copy.ar.label);
    // Dropped or picked with "All files": the input's accept list is no barrier.
    await fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('لم تُضف menu.pdf'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
} satisfies Story;

/** At the limit the button is disabled: a picture must be removed first. */
export const Full = {
  globals: { locale: 'en' },
  args: {
    maxFiles: 1,
    items: [{ key: '1', name: 'Date syrup jar', file: photo('jar.png') }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Product pictures')).toBeDisabled();
  },
} satisfies Story;
