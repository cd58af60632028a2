import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { dates, milk, rice, sar, saffron } from '#testing/story-data.ts';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('links the name, shows a lazy image named by the product, weight, unit, price and stock', () => {
    const seen: string[] = [];
    const Spy = ({ href, ...props }: LinkProps) => {
      seen.push(href);
      return <a href={href} {...props} />;
    };
    renderWithI18n(
      <LinkProvider component={Spy}>
        <ProductCard
          product={milk}
          lang="en"
          href="/en/product/milk"
          storeCurrency={sar}
          onAddToCart={vi.fn()}
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Fresh full-fat milk' });
    expect(link.getAttribute('href')).toBe('/en/product/milk');
    expect(seen).toEqual(['/en/product/milk']);
    const image = screen.getByRole('img', { name: 'Fresh full-fat milk' });
    expect(image.getAttribute('loading')).toBe('lazy');
    screen.getByText('1 KG · bottle');
    screen.getByText('In stock');
    screen.getByText('SAR 6.50');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Fresh full-fat milk');
    // The approved reviews' rating: 4.5 of 12 reviews.
    screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    screen.getByText('12 reviews');
  });

  it('shows no rating before a review is approved, and the rating in Arabic after', () => {
    const { unmount } = renderWithI18n(
      <ProductCard
        product={{ ...milk, rating: 0, ratingCount: 0 }}
        lang="en"
        href="/product/milk"
        storeCurrency={sar}
        onAddToCart={vi.fn()}
      />,
    );
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    unmount();
    renderWithI18n(
      <ProductCard
        product={{ ...milk, rating: 4, ratingCount: 2 }}
        lang="ar"
        href="/product/milk"
        storeCurrency={sar}
        onAddToCart={vi.fn()}
      />,
      'ar',
    );
    screen.getByRole('img', { name: 'التقييم 4.0 من 5' });
    screen.getByText('تقييمان');
  });

  it('shows the discount and calls onAddToCart with the product', () => {
    const onAddToCart = vi.fn();
    renderWithI18n(
      <ProductCard
        product={dates}
        lang="en"
        href="/p"
        storeCurrency={sar}
        onAddToCart={onAddToCart}
      />,
    );
    screen.getByText('17% off');
    screen.getByText('3 items left');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Premium Medjool dates' }));
    expect(onAddToCart).toHaveBeenCalledExactlyOnceWith(dates);
  });

  it('ignores presses while its add is under way, keeping the button focusable', () => {
    const onAddToCart = vi.fn();
    renderWithI18n(
      <ProductCard
        product={dates}
        lang="en"
        href="/p"
        storeCurrency={sar}
        onAddToCart={onAddToCart}
        adding
      />,
    );
    const button = screen.getByRole('button', { name: 'Add to cart: Premium Medjool dates' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it.each([
    [rice, 'Out of stock'],
    [saffron, 'Sold out'],
  ])('disables "Add to cart" with the reason as its description', (product, reason) => {
    const onAddToCart = vi.fn();
    renderWithI18n(
      <ProductCard
        product={product}
        lang="en"
        href="/p"
        storeCurrency={sar}
        onAddToCart={onAddToCart}
      />,
    );
    const button = screen.getByRole('button', { name: /^Add to cart: / });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(reason);
    fireEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('renders Arabic names, units and the favourite slot', () => {
    renderWithI18n(
      <ProductCard
        product={dates}
        lang="ar"
        href="/ar/product/dates"
        storeCurrency={sar}
        onAddToCart={vi.fn()}
        favorite={<button type="button">مفضلة</button>}
        headingLevel={2}
      />,
      'ar',
    );
    screen.getByRole('link', { name: 'تمر مجدول فاخر' });
    screen.getByText('500 جم · علبة');
    screen.getByRole('button', { name: 'أضف إلى السلة: تمر مجدول فاخر' });
    screen.getByRole('button', { name: 'مفضلة' });
    screen.getByRole('heading', { level: 2 });
  });
});
