import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyPost } from '#testing/blog-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { BlogCard, formatPostDate, postPath } from './blog-card.tsx';

describe('BlogCard', () => {
  it('links the title to the post at the language’s own slug, with the cover’s alt text', () => {
    renderWithI18n(<BlogCard post={storyPost} lang="en" view="grid" />);
    expect(
      screen
        .getByRole('link', { name: 'A Ramadan breakfast in half an hour' })
        .getAttribute('href'),
    ).toBe('/blog/preparing-a-ramadan-breakfast');
    expect(screen.getByRole('img', { name: 'Fresh milk' })).toBeTruthy();
    screen.getByText('By Sara');
    expect(screen.getByText('1 March 2026').getAttribute('datetime')).toBe(storyPost.publishedAt);
  });

  it('in Arabic: the Arabic title, slug, alt text and author', () => {
    renderWithI18n(<BlogCard post={storyPost} lang="ar" view="list" />, 'ar');
    expect(
      screen.getByRole('link', { name: 'تجهيز فطور رمضان في نصف ساعة' }).getAttribute('href'),
    ).toBe(postPath(storyPost, 'ar'));
    expect(postPath(storyPost, 'ar')).toMatch(/^\/blog\/%D8%.*\?lang=ar$/);
    screen.getByRole('img', { name: 'حليب طازج' });
    screen.getByText('بقلم سارة');
    expect(formatPostDate(storyPost.publishedAt, 'ar')).toMatch(/2026|٢٠٢٦/);
  });
});
