import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { PayoutDetailsForm } from './payout-details-form.tsx';

const submit = () =>
  fireEvent.submit(
    screen.getByRole('button', { name: /Save payout details|حفظ/ }).closest('form')!,
  );

describe('PayoutDetailsForm', () => {
  it('asks for the payment type first (R5.23)', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PayoutDetailsForm saved={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Payment type' })).toBeDefined();
    submit();
    expect(await screen.findByText('Payment type is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the five bank labels of R3.11 (and the IBAN); required ones say so', async () => {
    renderWithI18n(<PayoutDetailsForm saved={null} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    const bank = screen.getByRole('group', { name: 'Bank details' });
    const labels = [...bank.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Account number',
      'Bank name',
      'Holder name',
      'SWIFT (optional)',
      'IFSC (optional)',
      'IBAN (optional)',
    ]);
    submit();
    await waitFor(() => expect(screen.getAllByText('This Field Cannot Be Empty')).toHaveLength(3));
  });

  it('asks for the PayPal e-mail (R5.04) and sends the form values', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PayoutDetailsForm saved={null} onSubmit={onSubmit} />, 'ar');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    submit();
    expect(await screen.findByText('عنوان البريد الإلكتروني مطلوب')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'البريد الإلكتروني لحساب PayPal' }), {
      target: { value: 'sara@example.com' },
    });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'paypal', paypalEmail: 'sara@example.com' }),
      ),
    );
  });

  it('refuses an IBAN outside the Gulf or with wrong check digits', async () => {
    renderWithI18n(
      <PayoutDetailsForm
        saved={{
          type: 'bank',
          accountNumber: '608010167519',
          bankName: 'Al Rajhi Bank',
          holderName: 'Sara Ahmed',
          swift: null,
          ifsc: null,
          iban: 'GB82WEST12345698765432',
        }}
        onSubmit={vi.fn()}
      />,
    );
    submit();
    expect(await screen.findByText(/Enter a valid IBAN of a Gulf bank/)).toBeDefined();
  });
});
