import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { aed, brands, sar } from '#testing/story-data.ts';
import { BrandCard } from './brand-card.tsx';

const [nakheel, reef] = brands as [(typeof brands)[0], (typeof brands)[0]];

describe('BrandCard', () => {
  it('links the name and lists minimum order and delivery speeds', () => {
    const { container } = renderWithI18n(
      <BrandCard brand={nakheel} lang="en" href="/en/brand/1" storeCurrency={sar} />,
    );
    expect(screen.getByRole('link', { name: 'Nakheel Market' }).getAttribute('href')).toBe(
      '/en/brand/1',
    );
    screen.getByText('248 products');
    screen.getByText('Minimum order');
    screen.getByText('SAR 50.00');
    screen.getByText('Standard · 120 min');
    screen.getByText('Express · 30 min');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('converts the minimum order and speaks Arabic', () => {
    renderWithI18n(
      <BrandCard brand={reef} lang="ar" href="/ar/brand/2" storeCurrency={sar} currency={aed} />,
      'ar',
    );
    screen.getByRole('link', { name: 'مخبز الريف' });
    screen.getByText('منتجان');
    screen.getByText('الحد الأدنى للطلب');
    expect(document.body.textContent).toContain('19.59');
    expect(document.body.textContent).toContain('محوَّل من');
  });
});
