import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('is a labelled contentinfo landmark with the brand and the given year', () => {
    renderWithI18n(<Footer year={2026} />, 'en');

    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    within(footer).getByText('Souq');
    within(footer).getByText('Groceries and local shops, delivered');
    within(footer).getByText('A marketplace for groceries and local shops across the Gulf.');
    within(footer).getByText('© 2026 Souq. All rights reserved.');
  });

  it('renders Arabic text when i18n is Arabic', () => {
    renderWithI18n(<Footer year={2027} />, 'ar');

    const footer = screen.getByRole('contentinfo', { name: 'تذييل الموقع' });
    within(footer).getByText('سوق');
    within(footer).getByText('© 2027 سوق. جميع الحقوق محفوظة.');
  });
});
