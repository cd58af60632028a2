import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pointsEntries, pointsExpiring, walletEntries } from '#testing/refund-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { LedgerBalance } from './ledger-balance.tsx';
import { LedgerHistory } from './ledger-history.tsx';

const orderHref = (id: number) => `/checkout/order/${id}`;
/** Text with the no-break spaces of currency formatting as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('LedgerHistory', () => {
  it('tabulates the wallet: date, description with its order, kind and signed money', () => {
    renderWithI18n(
      <LedgerHistory
        account="wallet"
        entries={walletEntries}
        currency="SAR"
        lang="en"
        title="Wallet history"
        emptyText="none"
        orderHref={orderHref}
      />,
    );
    const table = screen.getByRole('table', { name: 'Wallet history (Newest first)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((cell) => plain(cell.textContent)),
      ),
    ).toEqual([
      ['Credit', '+SAR 13.00'],
      ['Spent on an order', '−SAR 20.00'],
      ['Credit', '+SAR 50.00'],
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Order SO-00000498' }).getAttribute('href'),
    ).toBe('/checkout/order/498');
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet history' })).toBeDefined();
  });

  it('counts points with Arabic plurals and says when a credit expires', () => {
    renderWithI18n(
      <LedgerHistory
        account="points"
        entries={pointsEntries}
        currency="SAR"
        lang="ar"
        title="سجل النقاط"
        emptyText="لا توجد نقاط بعد"
        orderHref={orderHref}
      />,
      'ar',
    );
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('−120 نقطة');
    expect(table.textContent).toContain('+32 نقطة');
    expect(table.textContent).toContain('انتهت صلاحيتها');
    expect(table.textContent).toContain('تنتهي في');
  });

  it('says so when there is nothing yet', () => {
    renderWithI18n(
      <LedgerHistory
        account="wallet"
        entries={[]}
        currency="SAR"
        lang="en"
        title="Wallet history"
        emptyText="No wallet activity yet"
        orderHref={orderHref}
      />,
    );
    expect(screen.getByText('No wallet activity yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('LedgerBalance', () => {
  it('shows the wallet balance as money', () => {
    renderWithI18n(<LedgerBalance account="wallet" balance={4_300} currency="SAR" lang="en" />);
    expect(plain(screen.getByRole('region', { name: 'Wallet balance' }).textContent)).toContain(
      'SAR 43.00',
    );
  });

  it('shows points, their worth and what expires next, in Arabic plurals', () => {
    renderWithI18n(
      <LedgerBalance
        account="points"
        balance={2}
        worth={2}
        expiring={pointsExpiring}
        currency="SAR"
        lang="ar"
      />,
      'ar',
    );
    const region = screen.getByRole('region', { name: 'رصيد النقاط' });
    expect(region.textContent).toContain('نقطتان');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' في ')[0]),
    ).toEqual(['32 نقطة', '3 نقاط']);
  });
});
