import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Header } from './header.tsx';

describe('Header', () => {
  it('is a banner with a skip link, a home link and the language switch in English', () => {
    renderWithI18n(<Header lang="en" onLanguageChange={vi.fn()} />, 'en');

    const banner = screen.getByRole('banner');
    const skip = within(banner).getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    const home = within(banner).getByRole('link', { name: 'Souq home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toBe('Souq');
    within(banner).getByRole('button', { name: 'Switch language العربية' });
  });

  it('renders Arabic text when i18n is Arabic', () => {
    renderWithI18n(<Header lang="ar" homeHref="/ar" onLanguageChange={vi.fn()} />, 'ar');

    const banner = screen.getByRole('banner');
    within(banner).getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    const home = within(banner).getByRole('link', { name: 'سوق، الصفحة الرئيسية' });
    expect(home.textContent).toBe('سوق');
    expect(home.getAttribute('href')).toBe('/ar');
    within(banner).getByRole('button', { name: 'تغيير اللغة English' });
  });

  it('renders the home link through the provided link component', () => {
    const seen: string[] = [];
    function RouterLink({ href, ...props }: LinkProps) {
      seen.push(href);
      return <a data-router-link="" href={`/app${href}`} {...props} />;
    }
    renderWithI18n(
      <LinkProvider component={RouterLink}>
        <Header lang="en" homeHref="/en" onLanguageChange={vi.fn()} />
      </LinkProvider>,
      'en',
    );

    const home = screen.getByRole('link', { name: 'Souq home' });
    expect(seen).toEqual(['/en']);
    expect(home.hasAttribute('data-router-link')).toBe(true);
    expect(home.getAttribute('href')).toBe('/app/en');
  });

  it('puts nav in a labelled navigation landmark and shows the actions', () => {
    renderWithI18n(
      <Header
        lang="en"
        onLanguageChange={vi.fn()}
        nav={<a href="/en/offers">Offers</a>}
        actions={<button type="button">Cart</button>}
      />,
      'en',
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Offers' });
    within(screen.getByRole('banner')).getByRole('button', { name: 'Cart' });
  });

  it('shows the search slot inside the banner', () => {
    renderWithI18n(
      <Header
        lang="ar"
        onLanguageChange={vi.fn()}
        search={<input type="search" aria-label="بحث" />}
      />,
      'ar',
    );

    within(screen.getByRole('banner')).getByRole('searchbox', { name: 'بحث' });
  });

  it('leaves out the navigation landmark when there is no nav', () => {
    renderWithI18n(<Header lang="en" onLanguageChange={vi.fn()} />, 'en');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
