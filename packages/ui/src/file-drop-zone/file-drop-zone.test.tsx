import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function setUp(
  lang: 'en' | 'ar' = 'en',
  items = [] as { key: string; name: string; src: string }[],
) {
  const onFiles = vi.fn();
  const onRemove = vi.fn();
  renderWithI18n(
    <FileDropZone
      id="pictures"
      label="Pictures"
      lang={lang}
      accept={['image/jpeg', 'image/png']}
      maxBytes={100}
      maxFiles={2}
      items={items}
      onFiles={onFiles}
      onRemove={onRemove}
    />,
    lang,
  );
  return { onFiles, onRemove, input: screen.getByLabelText<HTMLInputElement>('Pictures') };
}

describe('FileDropZone', () => {
  it('passes on the files that fit and announces each one refused, with its reason', () => {
    const { onFiles, input } = setUp();
    fireEvent.change(input, {
      target: {
        files: [
          png('a.png'),
          new File(['x'], 'b.gif', { type: 'image/gif' }),
          png('c.png', 500),
          png('d.png'),
          png('e.png'),
        ],
      },
    });
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'd.png' }),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('b.gif was not added: choose a JPEG or PNG picture.');
    expect(alert.textContent).toContain('c.png was not added: it is over');
    expect(alert.textContent).toContain('e.png was not added: 2 at most');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes dropped files, lists stored pictures with remove buttons, and speaks Arabic', () => {
    const { onFiles, onRemove } = setUp('ar', [{ key: '7', name: 'عبوة', src: '/media/x.png' }]);
    expect(screen.getByRole('img', { name: 'عبوة' }).getAttribute('src')).toBe('/media/x.png');
    fireEvent.click(screen.getByRole('button', { name: 'إزالة عبوة' }));
    expect(onRemove).toHaveBeenCalledWith('7');
    const zone = screen.getByText('اسحب الصور إلى هنا، أو').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [png('z.png')], types: ['Files'] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'z.png' })]);
  });
});
