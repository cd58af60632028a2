import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ProductGallery } from './product-gallery.tsx';

const images = ['/a.png', '/b.png', '/c.png'];

function thumbnails() {
  return screen.getAllByRole('button');
}

describe('ProductGallery', () => {
  it('shows the first image and marks its thumbnail pressed', () => {
    renderWithI18n(<ProductGallery images={images} name="Dates" />);
    const main = screen.getByRole('img', { name: 'Dates, image 1 of 3' });
    expect(main.getAttribute('src')).toBe('/a.png');
    screen.getByRole('group', { name: 'Product images' });
    expect(thumbnails().map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(thumbnails().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });

  it('chooses an image by click', () => {
    renderWithI18n(<ProductGallery images={images} name="Dates" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Dates, image 3 of 3' }).getAttribute('src')).toBe(
      '/c.png',
    );
  });

  it('moves with the arrows in reading direction, and Home/End', () => {
    renderWithI18n(
      <div dir="ltr">
        <ProductGallery images={images} name="Dates" />
      </div>,
    );
    const [first] = thumbnails();
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(thumbnails()[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(thumbnails()[1]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(thumbnails()[2]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(thumbnails()[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('mirrors the arrows in Arabic: ArrowLeft goes to the next image', () => {
    renderWithI18n(
      <div dir="rtl">
        <ProductGallery images={images} name="تمر" />
      </div>,
      'ar',
    );
    const [first] = thumbnails();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'تمر، الصورة 2 من 3' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'تمر، الصورة 1 من 3' })).toBeTruthy();
  });

  it('has no thumbnails for a single image, whose alt is the name', () => {
    renderWithI18n(<ProductGallery images={['/a.png']} name="Dates" />);
    screen.getByRole('img', { name: 'Dates' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
