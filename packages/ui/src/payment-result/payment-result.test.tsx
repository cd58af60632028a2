import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { PaymentResult } from './payment-result.tsx';

const due = '2026-03-13T17:35:00.000Z';

describe('PaymentResult', () => {
  it('R8.06: an aborted payment offers a retry, another method and My Orders, with the due time', () => {
    const onRetry = vi.fn();
    const onChooseAnother = vi.fn();
    renderWithI18n(
      <PaymentResult
        outcome="cancelled"
        orderNumber="SO-1"
        dueAt={due}
        lang="en"
        onRetry={onRetry}
        onChooseAnother={onChooseAnother}
        headingLevel={1}
      />,
    );
    const result = screen.getByRole('region', { name: 'Payment cancelled' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment cancelled');
    within(result).getByText(
      'You aborted the payment. Please retry or choose another payment method',
    );
    within(result).getByText('Pay by Mar 13, 2026, 20:35 to keep this order.');
    fireEvent.click(within(result).getByRole('button', { name: 'Try again' }));
    fireEvent.click(within(result).getByRole('button', { name: 'Choose another payment method' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onChooseAnother).toHaveBeenCalledTimes(1);
    expect(within(result).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/my-orders',
    );
  });

  it('R8.07 declined, R8.08 order failed and R8.09 refused each say their text and actions', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithI18n(
      <PaymentResult outcome="failed" orderNumber="SO-1" lang="en" onRetry={onRetry} busy />,
    );
    screen.getByText('Payment Is Failed Please Try Again');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();

    rerender(
      <PaymentResult outcome="orderFailed" orderNumber="SO-1" lang="en" onRetry={onRetry} />,
    );
    screen.getByRole('heading', { name: 'Order failed' });
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByRole('link', { name: 'Continue shopping' });

    rerender(
      <PaymentResult
        outcome="bnplRefused"
        orderNumber="SO-1"
        lang="en"
        onRetry={onRetry}
        onChooseAnother={() => {}}
      />,
    );
    screen.getByText(
      'The Pay in 4 provider cannot approve this purchase. Please choose another payment method.',
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Choose another payment method',
    ]);
  });

  it('confirming then success is a live status; success links to the order, in Arabic', () => {
    const { rerender } = renderWithI18n(
      <PaymentResult outcome="confirming" orderNumber="SO-1" lang="ar" />,
      'ar',
    );
    const status = screen.getByRole('status');
    within(status).getByText('جارٍ تأكيد الدفع');
    rerender(
      <PaymentResult
        outcome="success"
        orderNumber="SO-1"
        lang="ar"
        orderHref="/checkout/order/1"
      />,
    );
    within(screen.getByRole('status')).getByText('تم تأكيد الدفع');
    expect(screen.getByRole('link', { name: 'عرض طلبك' }).getAttribute('href')).toBe(
      '/checkout/order/1',
    );
  });
});
