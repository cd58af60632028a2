import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dryQuote, splitQuote, splitQuoteTotal } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { OrderSummary } from './order-summary.tsx';

const spaced = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u200e\u200f\u061c]+/g, ' ').trim();

/** A `<dl>` as "label: value" pairs. */
function pairs(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('term')
    .map((term) => `${spaced(term.textContent)}: ${spaced(term.nextElementSibling?.textContent)}`);
}

describe('OrderSummary', () => {
  it('one order: its lines, then every amount label of R3.17, deductions negative, VAT included', () => {
    renderWithI18n(
      <OrderSummary orders={[dryQuote]} lang="en" storeCurrency={sar} headingLevel={2}>
        <button type="button">Place order</button>
      </OrderSummary>,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => spaced(item.textContent)),
    ).toEqual(['Premium Medjool dates Quantity 1 SAR 35.00', 'Arabic bread Quantity 4 SAR 8.00']);
    expect(pairs(summary.querySelector('dl') as HTMLElement)).toEqual([
      'Subtotal: SAR 43.00',
      'Delivery fee: SAR 15.00',
      'Coupon discount: -SAR 4.30',
      'Points: -SAR 2.00',
      'Wallet balance: -SAR 5.00',
      'Tax: SAR 6.09 VAT included',
      'Total: SAR 46.70',
    ]);
    expect(within(summary).queryByRole('heading', { name: 'Dry items' })).toBeNull();
    within(summary).getByRole('button', { name: 'Place order' });
  });

  it('cold and dry: two titled blocks, a free delivery, and the grand total', () => {
    renderWithI18n(
      <OrderSummary orders={splitQuote} total={splitQuoteTotal} lang="en" storeCurrency={sar} />,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const chilled = within(summary).getByRole('region', { name: 'Chilled items' });
    const dry = within(summary).getByRole('region', { name: 'Dry items' });
    expect(pairs(chilled.querySelector('dl') as HTMLElement)).toContain('Total: SAR 41.50');
    expect(pairs(dry.querySelector('dl') as HTMLElement)).toContain('Delivery fee: Free');
    const dls = summary.querySelectorAll(':scope > dl');
    expect(pairs(dls[dls.length - 1] as HTMLElement)).toEqual(['Grand total: SAR 84.50']);
  });

  it('speaks Arabic', () => {
    renderWithI18n(<OrderSummary orders={splitQuote} lang="ar" storeCurrency={sar} />, 'ar');
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    within(summary).getByRole('region', { name: 'المنتجات المبردة' });
    within(summary).getByRole('region', { name: 'المنتجات الجافة' });
    for (const label of [
      'المجموع الفرعي',
      'رسوم التوصيل',
      'خصم القسيمة',
      'النقاط',
      'رصيد المحفظة',
      'الضريبة',
      'الإجمالي',
      'الإجمالي الكلي',
    ])
      expect(within(summary).getAllByText(label).length).toBeGreaterThan(0);
  });

  it("names the coupon's code beside its discount", () => {
    renderWithI18n(
      <OrderSummary orders={[dryQuote]} couponCode="WELCOME10" lang="en" storeCurrency={sar} />,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(pairs(summary.querySelector('dl') as HTMLElement)).toContain(
      'Coupon discount (WELCOME10): -SAR 4.30',
    );
  });
});
