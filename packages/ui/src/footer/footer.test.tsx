import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    // Without links there is no empty navigation.
    expect(within(footer).queryByRole('navigation')).toBeNull();
  });

  it("lists the app's links in a labelled navigation", () => {
    renderWithI18n(
      <Footer
        year={2026}
        links={
          <li>
            <a href="/contact-us">Contact Us</a>
          </li>
        }
      />,
      'en',
    );
    const nav = screen.getByRole('navigation', { name: 'Help and information' });
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('shows the newsletter sign-up it is given inside the footer', () => {
    renderWithI18n(<Footer year={2026} newsletter={<p>Newsletter here</p>} />, 'en');
    within(screen.getByRole('contentinfo')).getByText('Newsletter here');
  });

  it('renders Arabic text when i18n is Arabic', () => {
    renderWithI18n(<Footer year={2027} />, 'ar');

    const footer = screen.getByRole('contentinfo', { name: 'تذييل الموقع' });
    within(footer).getByText('سوق');
    within(footer).getByText('© 2027 سوق. جميع الحقوق محفوظة.');
  });
});
