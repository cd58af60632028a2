import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { stores } from '#testing/story-data.ts';
import { StoreCard } from './store-card.tsx';

const [nakheel, reef] = stores as [(typeof stores)[0], (typeof stores)[0]];

describe('StoreCard', () => {
  it('links the name to the store and says its rating, cities and brands', () => {
    const { container } = renderWithI18n(
      <StoreCard store={nakheel} lang="en" href="/stores/nakheel" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nakheel Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nakheel Market' }).getAttribute('href')).toBe(
      '/stores/nakheel',
    );
    expect(screen.getByRole('img', { name: /4\.3/ })).toBeTruthy();
    screen.getByText('(128 reviews)');
    screen.getByText('Delivers to 3 cities');
    screen.getByText('2 brands');
    screen.getByText(/Everyday groceries/);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('in Arabic, says a store without reviews has none yet', () => {
    renderWithI18n(
      <StoreCard store={reef} lang="ar" href="/stores/al-reef" headingLevel={3} />,
      'ar',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'مخبز الريف' })).toBeTruthy();
    screen.getByText('لا تقييمات بعد');
    screen.getByText('يوصل إلى مدينة واحدة');
    screen.getByText('علامة واحدة');
    expect(screen.queryByRole('img', { name: /\d/ })).toBeNull();
  });
});
