import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { EmptyState, emptyStateVariants } from './empty-state.tsx';

describe('EmptyState', () => {
  it.each(emptyStateVariants)(
    '%s has a heading, a text and an icon in both languages',
    (variant) => {
      for (const lng of ['en', 'ar'] as const) {
        const { container, unmount } = renderWithI18n(<EmptyState variant={variant} />, lng);
        expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe('');
        expect(container.querySelector('p')?.textContent).not.toBe('');
        expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
        unmount();
      }
    },
  );

  it('quotes the query in the no-results title', () => {
    renderWithI18n(<EmptyState variant="noSearchResults" query="saffron" />);
    expect(screen.getByRole('heading').textContent).toBe('No results for “saffron”');
  });

  it('takes a title, text, heading level and action', () => {
    renderWithI18n(
      <EmptyState
        variant="noReviews"
        title="Nothing"
        text="Still nothing"
        headingLevel={3}
        action={<button type="button">Write a review</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Nothing');
    screen.getByText('Still nothing');
    screen.getByRole('button', { name: 'Write a review' });
  });
});
