import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { dates, milk, rice, sar, saffron, tomatoes } from '#testing/story-data.ts';
import { ProductShelf } from './product-shelf.tsx';

const items = [milk, dates, rice, saffron, tomatoes];

describe('ProductShelf', () => {
  it("is a titled, named list of cards linking to the products' pages", () => {
    renderWithI18n(
      <ProductShelf
        label="Popular now"
        items={items}
        lang="en"
        storeCurrency={sar}
        onAddToCart={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Popular now');
    const list = screen.getByRole('list', { name: 'Popular now' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const link = within(list).getByRole('link', { name: 'Fresh full-fat milk' });
    expect(link.getAttribute('href')).toBe('/product/fresh-milk-full-fat');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    // The first four pictures are above the fold.
    const pictures = within(list)
      .getAllByRole('img', { name: /./ })
      .filter((img) => img.tagName === 'IMG');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it("makes a page's main list: an h1, cards under h2, its own product links", () => {
    renderWithI18n(
      <ProductShelf
        level={1}
        label="Dairy"
        items={[milk]}
        lang="ar"
        storeCurrency={sar}
        productHref={(product) => `/p/${product.id}`}
        onAddToCart={vi.fn()}
      />,
      'ar',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dairy');
    const card = screen.getByRole('heading', { level: 2 });
    expect(card.textContent).toBe('حليب طازج كامل الدسم');
    expect(screen.getByRole('link', { name: 'حليب طازج كامل الدسم' }).getAttribute('href')).toBe(
      '/p/101',
    );
  });

  it('adds a product with one press and shows the one being added as busy', () => {
    const onAddToCart = vi.fn();
    renderWithI18n(
      <ProductShelf
        label="Offers"
        items={[milk, dates]}
        lang="en"
        storeCurrency={sar}
        adding={dates.id}
        onAddToCart={onAddToCart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Fresh full-fat milk' }));
    expect(onAddToCart).toHaveBeenCalledWith(milk);
    const busy = screen.getByRole('button', { name: 'Add to cart: Premium Medjool dates' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
  });
});
