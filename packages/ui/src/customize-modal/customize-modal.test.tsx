import type { CartUpload } from '@shop/core/cart-state';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cakeDetail } from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import {
  CustomizeModal,
  type CustomizeModalProps,
  type CustomizeUploadResult,
} from './customize-modal.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** Matches an accessible name with money in it (no-break spaces read as spaces). */
const named = (text: string) => (name: string) => spaced(name) === text;

function stored(file: File): CartUpload {
  return {
    id: '5d0c5f3e-8a4b-4f0e-9a57-1c2b3d4e5f60',
    fileName: file.name,
    contentType: file.type === 'application/pdf' ? 'application/pdf' : 'image/jpeg',
    size: file.size,
    url: '/api/Cart/Upload/5d0c5f3e-8a4b-4f0e-9a57-1c2b3d4e5f60',
    cartId: null,
  };
}

/** An upload the test finishes by hand: progress, then an answer. */
function controllableUpload() {
  const calls: {
    file: File;
    onProgress: (fraction: number) => void;
    signal: AbortSignal;
    resolve: (result: CustomizeUploadResult) => void;
  }[] = [];
  const onUpload = vi.fn<CustomizeModalProps['onUpload']>(
    (file, onProgress, signal) =>
      new Promise<CustomizeUploadResult>((resolve) => {
        calls.push({ file, onProgress, signal, resolve });
      }),
  );
  return { onUpload, calls };
}

function props(overrides: Partial<CustomizeModalProps> = {}): CustomizeModalProps {
  return {
    open: true,
    onClose: vi.fn(),
    product: cakeDetail,
    lang: 'en',
    storeCurrency: sar,
    onUpload: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

const photo = () => new File(['jpeg bytes'], 'sara.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CustomizeModal', () => {
  it('lists the options: radio groups, a text field, a file input', () => {
    renderWithI18n(<CustomizeModal {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Customize Celebration cake' });
    const size = within(dialog).getByRole('radiogroup', { name: 'Size (required)' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => spaced(radio.parentElement?.textContent)),
    ).toEqual(['Small', 'Medium (+SAR 20.00)', 'Large (+SAR 45.00)']);
    const flavour = within(dialog).getByRole('radiogroup', { name: 'Flavour (optional)' });
    expect(within(flavour).getByRole('radio', { name: 'None' })).toHaveProperty('checked', true);
    within(flavour).getByRole('radio', { name: named('Sugar-free (−SAR 5.00)') });
    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    expect(message.getAttribute('maxlength')).toBe('200');
    const file = within(dialog).getByLabelText('Photo (required)');
    expect(file.getAttribute('type')).toBe('file');
    expect(file.getAttribute('accept')).toContain('application/pdf');
    within(dialog).getByText('An image (JPEG, PNG or WebP) or a PDF, up to 5 MB.');
  });

  it('refuses an incomplete submit with R5.30 at the top and R5.31 at each missing option', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<CustomizeModal {...props({ onSubmit })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Complete select all options');
    expect(screen.getAllByText('Please Select An Option')).toHaveLength(2);
    const size = screen.getByRole('radiogroup', { name: 'Size (required)' });
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(size.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please Select An Option',
    );
    // The first missing option has focus.
    expect(document.activeElement).toBe(within(size).getByRole('radio', { name: 'Small' }));
    // Answering it clears its message at once.
    fireEvent.click(within(size).getByRole('radio', { name: named('Large (+SAR 45.00)') }));
    expect(screen.getAllByText('Please Select An Option')).toHaveLength(1);
    expect(screen.getByLabelText('Photo (required)').getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads a file with progress, previews it, and submits the answers with the quantity', async () => {
    const { onUpload, calls } = controllableUpload();
    const onSubmit = vi.fn();
    renderWithI18n(<CustomizeModal {...props({ onUpload, onSubmit })} />);
    fireEvent.click(screen.getByRole('radio', { name: named('Medium (+SAR 20.00)') }));
    fireEvent.click(screen.getByRole('radio', { name: named('Sugar-free (−SAR 5.00)') }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: '  Happy birthday Sara  ' },
    });
    const file = photo();
    fireEvent.change(screen.getByLabelText('Photo (required)'), { target: { files: [file] } });
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(calls[0]?.file).toBe(file);
    screen.getByText('Uploading sara.jpg…');
    const bar = screen.getByRole('progressbar', { name: 'Upload of sara.jpg' });
    act(() => calls[0]?.onProgress(0.4));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    // Submitting while it uploads asks to wait.
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Wait for the upload to finish.');
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => {
      calls[0]?.resolve({ ok: true, upload: stored(file) });
      await Promise.resolve();
    });
    screen.getByText('Uploaded: sara.jpg');
    expect(screen.getByRole('img', { name: 'Preview of sara.jpg' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();

    // SAR 95.00 + 20.00 − 5.00 = 110.00 each; two of them.
    fireEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Celebration cake' }),
    );
    expect(spaced(screen.getByText('Total').nextElementSibling?.textContent)).toBe('SAR 220.00');
    expect(spaced(screen.getByText('Price per item').nextElementSibling?.textContent)).toBe(
      'SAR 110.00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { optionId: 1, choiceId: 12 },
        { optionId: 2, choiceId: 23 },
        { optionId: 3, text: 'Happy birthday Sara' },
        { optionId: 4, uploadId: '5d0c5f3e-8a4b-4f0e-9a57-1c2b3d4e5f60' },
      ],
      2,
    );
  });

  it('checks the size before uploading, shows a refusal, and cancels or removes a file', async () => {
    const { onUpload, calls } = controllableUpload();
    renderWithI18n(<CustomizeModal {...props({ onUpload })} />);
    const input = () => screen.getByLabelText('Photo (required)');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input(), { target: { files: [huge] } });
    expect(onUpload).not.toHaveBeenCalled();
    screen.getByText('This file is too large: choose one of 5 MB or less.');

    fireEvent.change(input(), { target: { files: [photo()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.change(input(), { target: { files: [photo()] } });
    await act(async () => {
      calls[1]?.resolve({ ok: false, message: 'Choose an image (JPEG, PNG or WebP) or a PDF' });
      await Promise.resolve();
    });
    screen.getByText('Choose an image (JPEG, PNG or WebP) or a PDF');

    const pdf = new File(['%PDF'], 'design.pdf', { type: 'application/pdf' });
    fireEvent.change(input(), { target: { files: [pdf] } });
    await act(async () => {
      calls[2]?.resolve({ ok: true, upload: stored(pdf) });
      await Promise.resolve();
    });
    screen.getByText('Uploaded: design.pdf');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText('Uploaded: design.pdf')).toBeNull();
  });

  it('shows a refusal of the add and holds while busy', () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <CustomizeModal
        {...props({
          onSubmit,
          busy: true,
          error: 'the maximum quantity is 3',
          product: { ...cakeDetail, customizationOptions: [] },
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('the maximum quantity is 3');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Arabic, with the spec texts translated', () => {
    renderWithI18n(<CustomizeModal {...props({ lang: 'ar' })} />, 'ar');
    screen.getByRole('dialog', { name: 'تخصيص كعكة الاحتفال' });
    fireEvent.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى اختيار جميع الخيارات');
    expect(screen.getAllByText('يرجى اختيار خيار')).toHaveLength(2);
    screen.getByRole('radiogroup', { name: 'الحجم (مطلوب)' });
  });
});
