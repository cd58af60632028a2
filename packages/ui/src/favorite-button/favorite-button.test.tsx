import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { FavoriteButton } from './favorite-button.tsx';

describe('FavoriteButton', () => {
  it('is a toggle named by what pressing does', () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithI18n(<FavoriteButton pressed={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(<FavoriteButton pressed onToggle={onToggle} />);
    expect(
      screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button').querySelector('svg')?.getAttribute('fill')).toBe(
      'currentColor',
    );
  });

  it('adds the product name, in Arabic too', () => {
    renderWithI18n(<FavoriteButton pressed onToggle={vi.fn()} name="تمر مجدول" />, 'ar');
    screen.getByRole('button', { name: 'أزل من المفضلة: تمر مجدول' });
  });
});
