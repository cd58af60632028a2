import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { regions, sar } from '#testing/story-data.ts';
import { Invoice } from './invoice.tsx';
import { deliveredInvoice, deliveredInvoiceQr } from './invoice-story-data.ts';
import { qrPath } from './qr-path.ts';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('Invoice', () => {
  it('R2.68: the seller and VAT number, every R3.17 label with its value, the products and the total with VAT', () => {
    const onPrint = vi.fn();
    renderWithI18n(
      <Invoice
        invoice={deliveredInvoice}
        lang="en"
        storeCurrency={sar}
        regions={regions}
        qrModules={deliveredInvoiceQr}
        onPrint={onPrint}
      />,
    );
    const invoice = screen.getByRole('article', { name: 'Simplified tax invoice' });
    const seller = within(invoice).getByRole('region', { name: 'Seller' });
    within(seller).getByText('Nakheel Markets');
    const pairs = screen
      .getAllByRole('term')
      .map(
        (term) => `${spaced(term.textContent)}: ${spaced(term.nextElementSibling?.textContent)}`,
      );
    expect(pairs).toEqual(
      expect.arrayContaining([
        'VAT number: 310122393500003',
        'Order number: SO-2026-000498',
        'Date: Mar 2, 2026, 11:40',
        'Amount: SAR 41.50',
        'Status: Delivered',
        'Payment mode and status: Cash on delivery · Paid',
        'Delivery slot: Sat, Mar 14 · 12:00–15:00',
        'Subtotal: SAR 26.50',
        'Delivery fee: SAR 15.00',
        'Coupon discount: SAR 0.00',
        'Points: SAR 0.00',
        'Wallet balance: SAR 0.00',
        'Tax: SAR 5.41 VAT included',
        'Total: SAR 41.50',
        'Invoice total (VAT included): SAR 41.50',
      ]),
    );
    expect(pairs.some((pair) => pair.startsWith('Billing address: '))).toBe(true);
    expect(pairs.some((pair) => pair.startsWith('Shipping address: '))).toBe(true);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => spaced(cell.textContent))),
    ).toEqual([
      ['Product', 'Quantity', 'Unit price', 'Amount'],
      ['Fresh full-fat milk', '2', 'SAR 6.50', 'SAR 13.00'],
      ['Plain yoghurt', '3', 'SAR 4.50', 'SAR 13.50'],
    ]);
    const qr = screen.getByRole('img', { name: 'QR code of the simplified tax invoice' });
    expect(qr.getAttribute('viewBox')).toBe('-4 -4 49 49');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(deliveredInvoiceQr));
    fireEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic: the Arabic seller name and labels', () => {
    renderWithI18n(
      <Invoice invoice={deliveredInvoice} lang="ar" storeCurrency={sar} qrModules={null} />,
      'ar',
    );
    screen.getByRole('article', { name: 'فاتورة ضريبية مبسطة' });
    screen.getByText('أسواق النخيل');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toContain('الرقم الضريبي');
    expect(terms).toContain('إجمالي الفاتورة (شامل الضريبة)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws each run of dark modules as one rectangle', () => {
    expect(qrPath(['0110', '1001'])).toBe('M1 0h2v1h-2zM0 1h1v1h-1zM3 1h1v1h-1z');
  });
});
