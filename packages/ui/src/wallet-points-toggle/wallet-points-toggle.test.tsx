import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { WalletPointsToggle } from './wallet-points-toggle.tsx';

/** The text describing a control, spaces (and the money's no-break space) as one space. */
const described = (element: HTMLElement) =>
  (document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();

describe('WalletPointsToggle', () => {
  it('R1.11, R1.12: two labelled boxes described by their balances; switching calls back', () => {
    const onWalletChange = vi.fn();
    const onPointsChange = vi.fn();
    renderWithI18n(
      <WalletPointsToggle
        walletBalance={5000}
        points={{ balance: 2000, worth: 2000 }}
        useWallet={false}
        usePoints
        onWalletChange={onWalletChange}
        onPointsChange={onPointsChange}
        pointsCovers={1500}
        walletCovers={700}
        lang="en"
        storeCurrency={sar}
      />,
    );
    const group = screen.getByRole('group', { name: 'Wallet and points' });
    const wallet = within(group).getByRole('checkbox', { name: 'Use my wallet balance' });
    const points = within(group).getByRole('checkbox', { name: 'Use my loyalty points' });
    expect(described(wallet)).toBe('Balance SAR 50.00');
    // What the points pay shows once they are used; the wallet's not while it is off.
    expect(described(points)).toBe('2000 points, worth SAR 20.00 Pays SAR 15.00 of this order');
    expect((points as HTMLInputElement).checked).toBe(true);
    fireEvent.click(wallet);
    fireEvent.click(points);
    expect(onWalletChange).toHaveBeenCalledWith(true);
    expect(onPointsChange).toHaveBeenCalledWith(false);
  });

  it('nothing to spend disables the box and says so; Arabic plurals', () => {
    renderWithI18n(
      <WalletPointsToggle
        walletBalance={0}
        points={{ balance: 3, worth: 3 }}
        useWallet
        usePoints={false}
        onWalletChange={() => {}}
        onPointsChange={() => {}}
        lang="ar"
        storeCurrency={sar}
      />,
      'ar',
    );
    const wallet = screen.getByRole('checkbox', { name: 'استخدام رصيد محفظتي' });
    expect((wallet as HTMLInputElement).disabled).toBe(true);
    expect((wallet as HTMLInputElement).checked).toBe(false);
    screen.getByText('لا يوجد ما يمكن استخدامه بعد');
    screen.getByText(/^3 نقاط بقيمة/);
  });
});
