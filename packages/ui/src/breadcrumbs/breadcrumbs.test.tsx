import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a labelled nav with an ordered list; the last item is the current page', () => {
    const { container } = renderWithI18n(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en' },
          { label: 'Dates', href: '/en/c/dates' },
          { label: 'Premium Medjool dates' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Dates' }).getAttribute('href')).toBe(
      '/en/c/dates',
    );
    expect(screen.getByText('Premium Medjool dates').getAttribute('aria-current')).toBe('page');
    // Two separators, decorative and mirrored in right-to-left text.
    const separators = container.querySelectorAll('svg');
    expect(separators).toHaveLength(2);
    expect(separators[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(separators[0]?.getAttribute('class')).toContain('rtl:-scale-x-100');
  });

  it('is labelled in Arabic', () => {
    renderWithI18n(
      <Breadcrumbs items={[{ label: 'الرئيسية', href: '/ar' }, { label: 'التمور' }]} />,
      'ar',
    );
    screen.getByRole('navigation', { name: 'مسار التنقل' });
  });
});
