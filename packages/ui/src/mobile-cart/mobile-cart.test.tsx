import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { MobileCart } from './mobile-cart.tsx';

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('MobileCart', () => {
  it('is one button named with the count and total that opens the cart', () => {
    const onOpen = vi.fn();
    renderWithI18n(
      <MobileCart count={3} total={4500} lang="en" storeCurrency={sar} onOpen={onOpen} />,
    );
    const button = screen.getByRole('button', {
      name: (name) => spaced(name) === 'View cart, 3 items, SAR 45.00',
    });
    expect(spaced(button.textContent)).toBe(
      'View cart, 3 items, SAR 45.003View cart3 itemsSAR 45.00',
    );
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('hides from the chosen breakpoint up (phones only by default)', () => {
    const { container, rerender } = renderWithI18n(
      <MobileCart count={1} total={650} lang="en" storeCurrency={sar} onOpen={vi.fn()} />,
    );
    expect(container.firstElementChild?.className).toContain('sm:hidden');
    rerender(
      <MobileCart
        count={1}
        total={650}
        lang="en"
        storeCurrency={sar}
        onOpen={vi.fn()}
        hiddenFrom="lg"
      />,
    );
    expect(container.firstElementChild?.className).toContain('lg:hidden');
  });

  it('counts in Arabic', () => {
    renderWithI18n(
      <MobileCart count={2} total={1300} lang="ar" storeCurrency={sar} onOpen={vi.fn()} />,
      'ar',
    );
    screen.getByRole('button', { name: /^عرض السلة، قطعتان، / });
    screen.getByText('قطعتان');
  });
});
