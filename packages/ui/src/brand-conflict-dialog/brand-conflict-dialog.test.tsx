import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { basketBrand } from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { BrandConflictDialog } from './brand-conflict-dialog.tsx';

const product = { name: 'خبز الريف', nameEn: 'Village bread' };

describe('BrandConflictDialog', () => {
  it('says the basket holds another brand and offers reset-and-add or checkout', () => {
    const onReset = vi.fn();
    const onContinueToCheckout = vi.fn();
    renderWithI18n(
      <BrandConflictDialog
        open
        onClose={vi.fn()}
        lang="en"
        productName={product}
        basketBrand={basketBrand}
        onReset={onReset}
        onContinueToCheckout={onContinueToCheckout}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Start a new basket?' });
    within(dialog).getByText(
      "Your basket holds products from Nakheel Market, and a basket holds one brand's products at a time.",
    );
    within(dialog).getByText(
      'Reset the basket to add Village bread, or keep your basket as it is and continue to checkout.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the basket and add' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    expect(onContinueToCheckout).toHaveBeenCalledTimes(1);
  });

  it('ignores a second reset while busy; closing keeps the basket', () => {
    const onReset = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(
      <BrandConflictDialog
        open
        onClose={onClose}
        lang="en"
        productName={product}
        onReset={onReset}
        onContinueToCheckout={vi.fn()}
        busy
      />,
    );
    screen.getByText(/^Your basket holds another brand's products/);
    const reset = screen.getByRole('button', { name: 'Reset the basket and add' });
    expect(reset.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(reset);
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('speaks Arabic', () => {
    renderWithI18n(
      <BrandConflictDialog
        open
        onClose={vi.fn()}
        lang="ar"
        productName={product}
        basketBrand={basketBrand}
        onReset={vi.fn()}
        onContinueToCheckout={vi.fn()}
      />,
      'ar',
    );
    const dialog = screen.getByRole('dialog', { name: 'هل تبدأ سلة جديدة؟' });
    within(dialog).getByText(/^تحتوي سلتك على منتجات من أسواق النخيل/);
    within(dialog).getByText(/خبز الريف/);
    within(dialog).getByRole('button', { name: 'إفراغ السلة والإضافة' });
    within(dialog).getByRole('button', { name: 'المتابعة إلى إتمام الطلب' });
  });
});
