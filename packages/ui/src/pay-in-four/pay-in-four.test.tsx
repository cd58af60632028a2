import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { kwd, sar } from '#testing/story-data.ts';
import { PayInFourDialog } from './pay-in-four-dialog.tsx';
import { PayInFourPromo } from './pay-in-four-promo.tsx';

/** Text with no-break spaces (money) as plain spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('PayInFourPromo', () => {
  it('says "Pay in 4" with the first of the four payments and opens the explanation', () => {
    const onLearnMore = vi.fn();
    renderWithI18n(
      <PayInFourPromo amount={1001} lang="en" storeCurrency={sar} onLearnMore={onLearnMore} />,
    );
    expect(spaced(screen.getByText('Pay in 4').parentElement?.textContent ?? null)).toBe(
      'Pay in 4 · 4 interest-free payments of SAR 2.51',
    );
    const button = screen.getByRole('button', { name: 'Learn more about Pay in 4' });
    expect(button.textContent).toBe('Learn more');
    fireEvent.click(button);
    expect(onLearnMore).toHaveBeenCalledTimes(1);
  });

  it('splits in the display currency, in Arabic, and has no button without a pop-up', () => {
    // SAR 100.00 = KWD 8.180 → 2.045 each.
    renderWithI18n(
      <PayInFourPromo amount={10000} lang="ar" storeCurrency={sar} currency={kwd} />,
      'ar',
    );
    const text = spaced(screen.getByText('ادفع على 4').parentElement?.textContent ?? null);
    expect(text).toContain('4 دفعات بدون فوائد، قيمة كل منها');
    expect(text).toContain('2.045');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PayInFourDialog', () => {
  it('explains the offer with a schedule of four payments that add up', () => {
    const onClose = vi.fn();
    renderWithI18n(
      <PayInFourDialog open onClose={onClose} amount={1001} lang="en" storeCurrency={sar} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pay in 4' });
    within(dialog).getByText(
      'Split your purchase into 4 interest-free payments, one every two weeks.',
    );
    within(dialog).getByText('No interest and no fees when you pay on time.');
    const example = within(dialog).getByRole('region', {
      name: (name) => spaced(name) === 'Example for SAR 10.01',
    });
    expect(
      within(example)
        .getAllByRole('listitem')
        .map((item) => spaced(item.textContent)),
    ).toEqual([
      'Payment 1TodaySAR 2.51',
      'Payment 2In 2 weeksSAR 2.50',
      'Payment 3In 4 weeksSAR 2.50',
      'Payment 4In 6 weeksSAR 2.50',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic with its plurals', () => {
    renderWithI18n(
      <PayInFourDialog open onClose={vi.fn()} amount={40000} lang="ar" storeCurrency={sar} />,
      'ar',
    );
    const dialog = screen.getByRole('dialog', { name: 'ادفع على 4' });
    within(dialog).getByText('بعد أسبوعين');
    within(dialog).getByText('بعد 4 أسابيع');
    within(dialog).getByText('بعد 6 أسابيع');
    within(dialog).getByRole('button', { name: 'فهمت' });
  });
});
