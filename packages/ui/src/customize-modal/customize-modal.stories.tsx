import type { CartUpload } from '@shop/core/cart-state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cakeDetail } from '#cart-parts/cart-story-data.ts';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import {
  CustomizeModal,
  type CustomizeModalProps,
  type CustomizeUploadResult,
} from './customize-modal.tsx';

/** A 1×1 green PNG, the shopper's "photo". */
function photo(): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], 'sara-birthday.png', { type: 'image/png' });
}

function stored(file: File): CartUpload {
  return {
    id: '7c1e0f9a-2b3d-4c5e-8f6a-9b0c1d2e3f40',
    fileName: file.name,
    contentType: file.type === 'application/pdf' ? 'application/pdf' : 'image/png',
    size: file.size,
    url: '/api/Cart/Upload/7c1e0f9a-2b3d-4c5e-8f6a-9b0c1d2e3f40',
    cartId: null,
  };
}

/** Reports half way, then stores the file (as the API would). */
const uploadAtOnce = fn<CustomizeModalProps['onUpload']>(async (file, onProgress) => {
  onProgress(0.5);
  await Promise.resolve();
  onProgress(1);
  const result: CustomizeUploadResult = { ok: true, upload: stored(file) };
  return result;
});

/** Reports 45 % and waits until cancelled. */
const uploadForever = fn<CustomizeModalProps['onUpload']>((_file, onProgress, signal) => {
  onProgress(0.45);
  return new Promise<CustomizeUploadResult>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('upload cancelled')));
  });
});

/** The API refuses the file by its content. */
const uploadRefused = fn<CustomizeModalProps['onUpload']>(async () => {
  await Promise.resolve();
  const result: CustomizeUploadResult = {
    ok: false,
    message: 'اختر صورة (JPEG أو PNG أو WebP) أو ملف PDF',
  };
  return result;
});

/** The product page's "Customize" button that opens the modal (its label is story copy). */
function WithOpener(args: CustomizeModalProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'خصّص' : 'Customize'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => <CustomizeModal {...args} lang={lang} open={open} onClose={close} />}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Cart/CustomizeModal',
  component: CustomizeModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    product: cakeDetail,
    lang: 'en',
    storeCurrency: sar,
    onUpload: uploadAtOnce,
    onSubmit: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof CustomizeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An incomplete submit says "Complete select all options" and "Please Select An Option" at each
 * missing option; then a size, a message and a photo (uploaded, previewed) are added.
 */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Customize Celebration cake' });
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('button', { name: 'Add to cart' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Complete select all options');
    await expect(modal.getAllByText('Please Select An Option')).toHaveLength(2);
    await expect(modal.getByRole('radio', { name: 'Small' })).toHaveFocus();
    await expect(
      modal.getByRole('radiogroup', { name: 'Size (required)' }),
    ).toHaveAccessibleDescription('Please Select An Option');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(modal.getByRole('radio', { name: /^Large/ }));
    await userEvent.type(
      modal.getByRole('textbox', { name: 'Message (optional)' }),
      'Happy birthday',
    );
    await userEvent.upload(modal.getByLabelText('Photo (required)'), photo());
    await expect(await modal.findByText('Uploaded: sara-birthday.png')).toBeVisible();
    const preview = modal.getByRole('img', { name: 'Preview of sara-birthday.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(1));

    await userEvent.click(modal.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      [
        { optionId: 1, choiceId: 13 },
        { optionId: 3, text: 'Happy birthday' },
        { optionId: 4, uploadId: '7c1e0f9a-2b3d-4c5e-8f6a-9b0c1d2e3f40' },
      ],
      1,
    );
  },
} satisfies Story;

/** Arabic: the same checks in Arabic, laid out right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'تخصيص كعكة الاحتفال' });
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('button', { name: 'أضف إلى السلة' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('يرجى اختيار جميع الخيارات');
    await expect(modal.getAllByText('يرجى اختيار خيار')).toHaveLength(2);
    const heading = modal.getByRole('heading', { name: 'تخصيص كعكة الاحتفال' });
    const close = modal.getByRole('button', { name: 'إغلاق' });
    await expect(close.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
  },
} satisfies Story;

/** An upload under way: its progress bar, and a cancel that stops it. */
export const UploadingEnglish = {
  globals: { locale: 'en' },
  args: { onUpload: uploadForever },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    const modal = within(dialog);
    await userEvent.upload(modal.getByLabelText('Photo (required)'), photo());
    const bar = await modal.findByRole('progressbar', { name: 'Upload of sara-birthday.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(modal.getByRole('button', { name: 'Add to cart' }));
    await expect(modal.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Complete select all options',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the upload' }));
    await waitFor(() => expect(modal.queryByRole('progressbar')).toBeNull());
  },
} satisfies Story;

export const UploadingArabic = {
  globals: { locale: 'ar' },
  args: { onUpload: uploadForever },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('الصورة (مطلوب)'), photo());
    await expect(
      await within(dialog).findByRole('progressbar', { name: 'رفع sara-birthday.png' }),
    ).toBeVisible();
  },
} satisfies Story;

/** The API refuses the file by its content: the reason at the option. */
export const UploadRefusedArabic = {
  globals: { locale: 'ar' },
  args: { onUpload: uploadRefused },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    const input = within(dialog).getByLabelText('الصورة (مطلوب)');
    await userEvent.upload(input, photo());
    await expect(
      await within(dialog).findByText('اختر صورة (JPEG أو PNG أو WebP) أو ملف PDF'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
} satisfies Story;

/** The add refused (e.g. past the product's maximum) and then under way again. */
export const RefusedEnglish = {
  globals: { locale: 'en' },
  args: { error: 'the maximum quantity is 3' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('the maximum quantity is 3');
  },
} satisfies Story;

export const BusyArabic = {
  globals: { locale: 'ar' },
  args: { busy: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'أضف إلى السلة' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

/** Closed: just the opener in both languages (two modal dialogs cannot share the top layer). */
export const SideBySide = {
  globals: { locale: 'both' },
  args: { open: false },
} satisfies Story;
