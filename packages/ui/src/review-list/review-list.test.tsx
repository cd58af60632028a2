import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { noReviews, reviewPage } from '#testing/feedback-story-data.ts';
import { ReviewList } from './review-list.tsx';

describe('ReviewList', () => {
  it('shows the average, the count and each approved review, with page links', () => {
    renderWithI18n(
      <ReviewList
        reviews={reviewPage}
        lang="en"
        hrefFor={(page) => `?reviews=${page}#reviews`}
        actions={<button type="button">Write a review</button>}
      />,
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    within(section).getByText('4.3');
    within(section).getByRole('img', { name: 'Rated 4.3 out of 5' });
    within(section).getByText('7 reviews');
    within(section).getByRole('button', { name: 'Write a review' });
    const items = within(section).getAllByRole('article');
    expect(items).toHaveLength(3);
    within(items[0]!).getByRole('heading', { level: 3, name: 'Rated 5.0 out of 5 By Lina' });
    within(items[0]!).getByText('Fresh and cold on arrival. The best milk in town.');
    expect(within(items[0]!).getByText('Mar 14, 2026').getAttribute('datetime')).toBe(
      '2026-03-14T09:20:00.000Z',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of reviews' });
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '?reviews=2#reviews',
    );
  });

  it('says "No reviews yet" when there is none (R8.17), in both languages', () => {
    const { unmount } = renderWithI18n(<ReviewList reviews={noReviews} lang="en" />);
    screen.getByRole('heading', { level: 3, name: 'No reviews yet' });
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    unmount();
    renderWithI18n(<ReviewList reviews={noReviews} lang="ar" />, 'ar');
    screen.getByRole('region', { name: 'التقييمات' });
    screen.getByRole('heading', { level: 3, name: 'لا توجد تقييمات بعد' });
  });
});
