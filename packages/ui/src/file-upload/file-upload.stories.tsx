import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FileUpload, type FileUploadProps, type UploadedFile } from './file-upload.tsx';

/** A 1×1 green PNG. */
function photo(): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], 'shop-front.png', { type: 'image/png' });
}

type Props = FileUploadProps<UploadedFile>;

const stores = fn<Props['onUpload']>(async (file, onProgress) => {
  onProgress(1);
  await Promise.resolve();
  return { ok: true, upload: { id: 'a1', fileName: file.name, contentType: 'image/png' } };
});

const refuses = fn<Props['onUpload']>(async () => {
  await Promise.resolve();
  return { ok: false, message: 'اختر صورة (JPEG أو PNG أو WebP) أو ملف PDF' };
});

const meta = {
  title: 'UI/Forms/FileUpload',
  component: FileUpload<UploadedFile>,
  tags: ['autodocs'],
  args: { id: 'photo', label: 'Shop front photo', lang: 'en', onUpload: stores, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload<UploadedFile>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture is chosen, uploaded and previewed, then removed. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Shop front photo')).toHaveAccessibleDescription(
      /An image \(JPEG, PNG or WebP\) or a PDF/,
    );
    await userEvent.upload(canvas.getByLabelText('Shop front photo'), photo());
    await waitFor(() => expect(canvas.getByText('Uploaded: shop-front.png')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Preview of shop-front.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the file' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(undefined));
  },
} satisfies Story;

/** In Arabic, the API refuses the file: the refusal describes the control. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { label: 'صورة واجهة المتجر', lang: 'ar', onUpload: refuses },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('صورة واجهة المتجر');
    await userEvent.upload(input, photo());
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/اختر صورة \(JPEG أو PNG أو WebP\) أو ملف PDF/),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('اختر ملفًا')).toBeVisible();
  },
} satisfies Story;
