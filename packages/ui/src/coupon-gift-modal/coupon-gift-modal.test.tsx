import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appliedCoupon, heldCoupons } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { CouponGiftModal } from './coupon-gift-modal.tsx';
import { CouponSummary } from './coupon-summary.tsx';

const described = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('CouponGiftModal', () => {
  it('R5.29: an empty or refused code says "Please enter a valid coupon"; R8.27 when applied', async () => {
    const onApply = vi
      .fn()
      .mockResolvedValueOnce({ error: 'Please enter a valid coupon' })
      .mockResolvedValueOnce({ coupon: appliedCoupon });
    const onClose = vi.fn();
    renderWithI18n(<CouponGiftModal open onClose={onClose} onApply={onApply} lang="en" />);
    const dialog = screen.getByRole('dialog', { name: 'Coupon or gift coupon' });
    const input = within(dialog).getByRole('textbox', { name: 'Coupon code' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(described(input)).toBe('Please enter a valid coupon');
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: ' nope ' } });
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('nope');
    await waitFor(() => expect(described(input)).toBe('Please enter a valid coupon'));

    fireEvent.change(input, { target: { value: 'welcome10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).not.toBe(''));
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Coupon applied! Welcome 10% off (WELCOME10) is taken off your order.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks a held coupon, removes the applied one, and speaks Arabic', async () => {
    const onApply = vi.fn().mockResolvedValue({ coupon: appliedCoupon });
    const onRemove = vi.fn();
    renderWithI18n(
      <CouponGiftModal
        open
        onClose={() => {}}
        onApply={onApply}
        applied={heldCoupons[1]}
        onRemove={onRemove}
        coupons={heldCoupons}
        lang="ar"
      />,
      'ar',
    );
    const dialog = screen.getByRole('dialog', { name: 'قسيمة أو قسيمة هدية' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إزالة القسيمة GIFT50' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    const yours = within(dialog).getByRole('region', { name: 'قسائمك' });
    fireEvent.click(within(yours).getByRole('button', { name: 'استخدام WELCOME10' }));
    expect(onApply).toHaveBeenCalledWith('WELCOME10');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).not.toBe(''));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'تم تطبيق القسيمة! سيُخصم خصم الترحيب 10٪ (WELCOME10) من طلبك.',
    );
  });
});

describe('CouponSummary', () => {
  it('shows the applied coupon or none, and opens the modal', () => {
    const onOpen = vi.fn();
    const { rerender } = renderWithI18n(<CouponSummary coupon={null} lang="en" onOpen={onOpen} />);
    screen.getByText('No coupon applied');
    fireEvent.click(screen.getByRole('button', { name: 'Add a coupon' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(<CouponSummary coupon={appliedCoupon} lang="en" onOpen={onOpen} />);
    screen.getByText('WELCOME10');
    screen.getByRole('button', { name: 'Change the coupon' });
  });
});
