import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { kwd, sar, usd } from '#testing/story-data.ts';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows the amount in the store currency without "Now", "Was" or a note', () => {
    const { container } = renderWithI18n(<Price amount={1050} storeCurrency={sar} lang="en" />);
    expect(container.textContent).toBe('SAR\u00a010.50');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes through a higher former price and names both for screen readers', () => {
    const { container } = renderWithI18n(
      <Price amount={3500} compareAt={4200} storeCurrency={sar} lang="en" />,
    );
    const was = container.querySelector('s');
    expect(was?.textContent).toBe('Was SAR\u00a042.00');
    expect(container.textContent).toContain('Now SAR\u00a035.00');
  });

  it('ignores a former price that is not higher', () => {
    const { container } = renderWithI18n(
      <Price amount={3500} compareAt={3500} storeCurrency={sar} lang="en" />,
    );
    expect(container.querySelector('s')).toBeNull();
  });

  it('converts to the display currency and says from what', () => {
    const { container } = renderWithI18n(
      <Price amount={1050} storeCurrency={sar} currency={kwd} lang="en" />,
    );
    expect(container.textContent).toContain('KWD\u00a00.859');
    expect(container.textContent).toContain('Converted from SAR\u00a010.50');
  });

  it('speaks Arabic in Arabic', () => {
    const { container } = renderWithI18n(
      <Price amount={3500} compareAt={4200} storeCurrency={sar} currency={usd} lang="ar" />,
      'ar',
    );
    expect(container.textContent).toContain('السعر السابق');
    expect(container.textContent).toContain('محوَّل من');
    expect(container.textContent).toContain('9.33');
  });
});
