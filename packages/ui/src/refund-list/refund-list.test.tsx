import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refunds } from '#testing/refund-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { RefundList } from './refund-list.tsx';

const orderHref = (id: number) => `/checkout/order/${id}`;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('RefundList', () => {
  it('lists each request with its order link, status, reason, amounts and items', () => {
    renderWithI18n(<RefundList refunds={refunds} lang="en" orderHref={orderHref} />);
    const [refunded, waiting] = screen.getAllByRole('article');
    expect(
      within(refunded!).getByRole('link', { name: 'Order SO-00000498' }).getAttribute('href'),
    ).toBe('/checkout/order/498');
    const text = plain(refunded!.textContent);
    for (const part of [
      'Refunded',
      'Reason',
      'The milk was past its date.',
      'Amount askedSAR 13.00',
      'Amount approvedSAR 13.00',
      'Refund toMy Wallet',
      '2 × Fresh full-fat milk',
      'Note from our team',
    ]) {
      expect(text).toContain(part);
    }
    expect(plain(waiting!.textContent)).toContain('Requested');
    expect(plain(waiting!.textContent)).not.toContain('Amount approved');
    expect(plain(waiting!.textContent)).toContain('Refund toMy payout details');
  });

  it('speaks Arabic and names the products in Arabic', () => {
    renderWithI18n(<RefundList refunds={refunds} lang="ar" orderHref={orderHref} />, 'ar');
    const first = screen.getByRole('article', { name: 'الطلب SO-00000498' });
    expect(first.textContent).toContain('حليب طازج كامل الدسم');
    expect(first.textContent).toContain('تم الاسترداد');
    expect(screen.getByRole('article', { name: 'الطلب SO-00000497' }).textContent).toContain(
      'قيد المراجعة',
    );
  });

  it('has an empty state', () => {
    renderWithI18n(<RefundList refunds={[]} lang="en" orderHref={orderHref} />);
    expect(screen.getByText('No refund requests yet')).toBeDefined();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
