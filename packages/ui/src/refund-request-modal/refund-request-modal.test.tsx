import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refundOptions } from '#testing/refund-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { RefundRequestModal, type RefundRequestModalProps } from './refund-request-modal.tsx';

function setup(props: Partial<RefundRequestModalProps> = {}, lng: 'en' | 'ar' = 'en') {
  const handlers = { onClose: vi.fn(), onSubmit: vi.fn() };
  renderWithI18n(
    <RefundRequestModal
      open
      options={refundOptions}
      lang={lng}
      payoutDetailsHref="/account/payout-details"
      {...handlers}
      {...props}
    />,
    lng,
  );
  return handlers;
}

describe('RefundRequestModal', () => {
  it('offers a quantity for each item still refundable, the reason and the destinations', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Request a refund for order SO-00000498' });
    const selects = within(dialog).getAllByRole('combobox');
    expect(selects.map((select) => select.getAttribute('name'))).toEqual([
      'lines.0.quantity',
      'lines.1.quantity',
    ]);
    expect(
      within(selects[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2']);
    expect(within(dialog).queryByRole('combobox', { name: 'Arabic bread' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Refund to' })).toBeDefined();
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: /My payout details/ }).disabled,
    ).toBe(true);
    expect(document.activeElement).toBe(selects[0]);
  });

  it('needs an item, a reason (R5.22) and a destination; nothing is sent before', async () => {
    const { onSubmit } = setup();
    fireEvent.submit(screen.getByRole('button', { name: 'Send request' }).closest('form')!);
    await screen.findByText('Reason is required');
    expect(screen.getByText('Choose at least one item')).toBeDefined();
    expect(screen.getByText('Choose where the money goes')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the units chosen, the reason and the destination', async () => {
    const { onSubmit } = setup({
      options: { ...refundOptions, payoutDetailsSaved: true },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Plain yoghurt' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'One was open' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /My payout details/ }));
    fireEvent.submit(screen.getByRole('button', { name: 'Send request' }).closest('form')!);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        lines: [{ orderLineId: 4981, quantity: 1 }],
        reason: 'One was open',
        destination: 'payout',
      }),
    );
  });

  it('shows a server refusal at its field, in Arabic too', async () => {
    setup(
      {
        serverErrors: [
          { code: 'validation', message: 'validation:reasonRequired', field: 'body.reason' },
        ],
      },
      'ar',
    );
    expect(await screen.findByText('السبب مطلوب')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'طلب استرداد للطلب SO-00000498' })).toBeDefined();
  });
});
