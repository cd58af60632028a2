import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ReviewModal } from './review-modal.tsx';

describe('ReviewModal', () => {
  it('says "Rating is required" and "Review Content is required" when empty (R5.25, R5.26)', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewModal open onClose={vi.fn()} onSubmit={onSubmit} productName="Milk" />);
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    within(dialog).getByText('Milk');
    const stars = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await within(dialog).findByText('Rating is required');
    within(dialog).getByText('Review Content is required');
    expect(stars.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(stars.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Rating is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field takes focus: the first star.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(stars).getByRole('radio', { name: '1 star' })),
    );
  });

  it('sends the rating as a number and the content trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewModal open onClose={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Review content', { selector: 'textarea' }), {
      target: { value: '  Fresh and cold.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ rating: 4, content: 'Fresh and cold.' }),
    );
  });

  it('thanks the shopper once sent (R8.28), in English and Arabic', () => {
    const onClose = vi.fn();
    const { unmount } = renderWithI18n(
      <ReviewModal open submitted onClose={onClose} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you for your comment. We will review it and approve it shortly',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    renderWithI18n(<ReviewModal open submitted onClose={vi.fn()} onSubmit={vi.fn()} />, 'ar');
    expect(screen.getByRole('status').textContent).toBe('شكرًا لتعليقك. سنراجعه ونعتمده قريبًا');
  });

  it('shows a refusal of the API in the language of the page', async () => {
    renderWithI18n(
      <ReviewModal
        open
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        serverErrors={[{ code: 'review_exists', message: 'errors:api.review_exists' }]}
      />,
      'ar',
    );
    await screen.findByText('لقد قيّمت هذا المنتج من قبل.');
  });
});
