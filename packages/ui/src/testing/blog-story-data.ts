import type { BlogPostSummary } from '@shop/core/blog';

/** A demo post for the blog's stories and tests. */
export const storyPost: BlogPostSummary = {
  id: 1,
  slug: 'تجهيز-فطور-رمضان',
  slugEn: 'preparing-a-ramadan-breakfast',
  title: 'تجهيز فطور رمضان في نصف ساعة',
  titleEn: 'A Ramadan breakfast in half an hour',
  excerpt: 'قائمة مشتريات قصيرة.',
  excerptEn: 'A short shopping list.',
  coverImage: '/media/products/milk.svg',
  coverAlt: 'حليب طازج',
  coverAltEn: 'Fresh milk',
  author: 'سارة',
  authorEn: 'Sara',
  category: { id: 1, slug: 'tips', name: 'نصائح', nameEn: 'Tips' },
  tags: ['ramadan'],
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
