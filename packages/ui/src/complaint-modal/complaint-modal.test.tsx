import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ComplaintModal } from './complaint-modal.tsx';

describe('ComplaintModal', () => {
  it('offers the reasons and a note, and says "Reason is required" without one (R5.22)', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ComplaintModal open orderNumber="SO-00000042" onClose={vi.fn()} onSubmit={onSubmit} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report a problem with order SO-00000042' });
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Late delivery',
      'Missing items',
      'Damaged items',
      'Wrong items',
      'Poor quality',
      'Something else',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    await within(dialog).findByText('Reason is required');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Damaged items' }));
    fireEvent.change(within(dialog).getByLabelText(/^Note/, { selector: 'textarea' }), {
      target: { value: ' Two eggs broken ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: 'damaged_items', note: 'Two eggs broken' }),
    );
  });

  it('says it was sent, in Arabic', () => {
    renderWithI18n(
      <ComplaintModal
        open
        submitted
        orderNumber="SO-00000042"
        onClose={vi.fn()}
        onSubmit={vi.fn()}
      />,
      'ar',
    );
    screen.getByRole('dialog', { name: 'الإبلاغ عن مشكلة في الطلب SO-00000042' });
    expect(screen.getByRole('status').textContent).toBe(
      'تم إرسال شكواك. سيراجعها فريق الدعم ويتواصل معك.',
    );
  });
});
