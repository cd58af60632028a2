import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { CompareButton } from './compare-button.tsx';

describe('CompareButton', () => {
  it('is a toggle named by what pressing does', () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithI18n(<CompareButton pressed={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Add to compare' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(<CompareButton pressed onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('adds the product name, in Arabic too', () => {
    renderWithI18n(<CompareButton pressed={false} onToggle={vi.fn()} name="تمر مجدول" />, 'ar');
    screen.getByRole('button', { name: 'أضف إلى المقارنة: تمر مجدول' });
  });
});
