import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethods } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { PaymentMethodSummary } from './payment-method-summary.tsx';
import { PaymentMethodsModal, type PaymentMethodOption } from './payment-methods-modal.tsx';

const [cod, card, bnpl] = paymentMethods as [
  PaymentMethodOption,
  PaymentMethodOption,
  PaymentMethodOption,
];
const methods: PaymentMethodOption[] = [
  cod,
  { ...card, disabled: 'Coming soon' },
  { ...bnpl, disabled: 'Coming soon' },
];

describe('PaymentMethodsModal', () => {
  it('R5.24: confirming with none chosen says "Select payment method is required" at the group', () => {
    const onChoose = vi.fn();
    renderWithI18n(
      <PaymentMethodsModal
        open
        onClose={() => {}}
        methods={methods}
        onChoose={onChoose}
        lang="en"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Payment methods' });
    const group = within(dialog).getByRole('group', { name: 'How would you like to pay?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).disabled),
    ).toEqual([false, true, true]);
    expect(
      document.getElementById(
        within(group)
          .getByRole('radio', { name: /Pay in 4/ })
          .getAttribute('aria-describedby') ?? '',
      )?.textContent,
    ).toBe('Coming soon');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Select payment method is required',
    );
    expect(document.activeElement).toBe(
      within(group).getByRole('radio', { name: /Cash on delivery/ }),
    );

    fireEvent.click(within(group).getByRole('radio', { name: /Cash on delivery/ }));
    expect(group.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onChoose).toHaveBeenCalledWith({
      id: 'cod',
      name: 'الدفع عند الاستلام',
      nameEn: 'Cash on delivery',
    });
  });

  it('opens on the active method, shows a notice (R8.09), and speaks Arabic', () => {
    renderWithI18n(
      <PaymentMethodsModal
        open
        onClose={() => {}}
        methods={paymentMethods}
        value="bnpl"
        onChoose={() => {}}
        lang="ar"
        notice="لا يمكن الموافقة على هذه العملية."
      />,
      'ar',
    );
    const dialog = screen.getByRole('dialog', { name: 'طرق الدفع' });
    within(dialog).getByRole('alert');
    expect(within(dialog).getByRole('radio', { name: 'ادفع على 4' })).toHaveProperty(
      'checked',
      true,
    );
    within(dialog).getByRole('button', { name: 'تأكيد' });
  });
});

describe('PaymentMethodSummary', () => {
  it('names the active method and opens the modal; none chosen says so with the error', () => {
    const onOpen = vi.fn();
    const { unmount } = renderWithI18n(
      <PaymentMethodSummary method={{ ...cod }} lang="en" onOpen={onOpen} />,
    );
    screen.getByText('Cash on delivery');
    fireEvent.click(
      screen.getByRole('button', { name: 'Change the payment method (Cash on delivery)' }),
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();

    renderWithI18n(
      <PaymentMethodSummary
        method={{ id: '', name: '', nameEn: '' }}
        lang="ar"
        onOpen={onOpen}
        error="اختيار طريقة الدفع مطلوب"
      />,
      'ar',
    );
    screen.getByText('لم تُختر بعد');
    const button = screen.getByRole('button', { name: 'اختر طريقة الدفع' });
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('اختيار طريقة الدفع مطلوب');
  });
});
