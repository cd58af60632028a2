import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { CollectionLinks } from './collection-links.tsx';

describe('CollectionLinks', () => {
  it('lists each collection as a named link with its description', () => {
    renderWithI18n(
      <CollectionLinks
        label="Collections"
        items={[
          { href: '/collections/our-picks', title: 'Our picks', description: 'Picked for you.' },
          { href: '/collections/flash-deals', title: 'Flash deals', description: 'For a while.' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Collections' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Our picks' }).getAttribute('href')).toBe(
      '/collections/our-picks',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Flash deals' })).toBeTruthy();
    screen.getByText('For a while.');
  });

  it('takes Arabic titles and a level-2 heading', () => {
    renderWithI18n(
      <CollectionLinks
        label="المجموعات"
        headingLevel={2}
        items={[{ href: '/collections/our-picks', title: 'اختياراتنا', description: 'مختارة لك.' }]}
      />,
      'ar',
    );
    screen.getByRole('heading', { level: 2, name: 'اختياراتنا' });
  });
});
