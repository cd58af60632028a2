import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { formatRating, RatingStars } from './rating-stars.tsx';

describe('RatingStars', () => {
  it('is one image named by the rating, filled to it from the inline start', () => {
    renderWithI18n(<RatingStars rating={4.26} lang="en" />);
    const image = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    const filled = image.lastElementChild as HTMLElement;
    expect(filled.className).toContain('start-0');
    expect(filled.style.width).toBe('85.2%');
  });

  it('keeps a rating within 0 to 5 and names it in Arabic', () => {
    renderWithI18n(<RatingStars rating={7} lang="ar" />, 'ar');
    screen.getByRole('img', { name: 'التقييم 5.0 من 5' });
    expect(formatRating(3, 'en')).toBe('3.0');
  });
});
