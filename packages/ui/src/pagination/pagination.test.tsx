import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Pagination, pageWindow } from './pagination.tsx';

const hrefFor = (page: number) => `/en/product/all?page=${page}`;

describe('pageWindow', () => {
  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation with previous, next and the current page marked', () => {
    renderWithI18n(<Pagination page={5} totalPages={10} lang="en" hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(nav).getByRole('link', { name: 'Previous' });
    expect(previous.getAttribute('href')).toBe(hrefFor(4));
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(hrefFor(6));
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(
      hrefFor(10),
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithI18n(
      <Pagination page={1} totalPages={3} lang="en" hrefFor={hrefFor} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    screen.getByRole('link', { name: 'Next' });
    unmount();
    renderWithI18n(<Pagination page={3} totalPages={3} lang="ar" hrefFor={hrefFor} />, 'ar');
    expect(screen.queryByRole('link', { name: 'التالي' })).toBeNull();
    screen.getByRole('link', { name: 'السابق' });
    screen.getByRole('link', { name: 'الصفحة 3' });
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithI18n(
      <Pagination page={1} totalPages={1} lang="en" hrefFor={hrefFor} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
