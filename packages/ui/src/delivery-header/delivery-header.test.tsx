import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { DeliveryHeader } from './delivery-header.tsx';

const served = { served: true, basis: 'area', distanceMeters: 1958, etaMinutes: 14 } as const;

describe('DeliveryHeader', () => {
  it('names the brand, says how soon it delivers and links back to the gate', () => {
    renderWithI18n(
      <DeliveryHeader
        lang="en"
        name="Khaleej Fresh"
        delivery={served}
        signedIn
        cartCount={3}
        onCartOpen={vi.fn()}
      />,
    );
    const banner = screen.getByRole('banner');
    within(banner).getByRole('link', { name: 'Khaleej Fresh' });
    const eta = within(banner).getByRole('link', { name: 'We deliver here in about 14 minutes' });
    expect(eta.getAttribute('href')).toBe('/location');
    expect(within(banner).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/my-orders',
    );
    expect(within(banner).getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('asks for a place first, offers sign-in to a guest, and opens the cart sheet', () => {
    const onCartOpen = vi.fn();
    renderWithI18n(
      <DeliveryHeader
        lang="en"
        delivery={null}
        signedIn={false}
        cartCount={2}
        onCartOpen={onCartOpen}
        hrefs={{ signIn: '/login' }}
      />,
    );
    screen.getByRole('link', { name: 'Choose where we deliver first' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('link', { name: /^Cart, 2 items/ }));
    expect(onCartOpen).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic, with the estimate in Arabic plural forms', () => {
    renderWithI18n(
      <DeliveryHeader
        lang="ar"
        name="خليج فريش"
        delivery={{ ...served, etaMinutes: 14 }}
        signedIn
        cartCount={0}
        onCartOpen={vi.fn()}
      />,
      'ar',
    );
    screen.getByRole('link', { name: 'نوصل إلى هنا في نحو 14 دقيقة' });
    screen.getByRole('link', { name: 'طلباتي' });
  });

  it("says so when the place isn't served", () => {
    renderWithI18n(
      <DeliveryHeader
        lang="en"
        delivery={{ served: false, basis: 'area', distanceMeters: 900_000, etaMinutes: null }}
        signedIn={false}
        cartCount={0}
        onCartOpen={vi.fn()}
      />,
    );
    screen.getByRole('link', { name: "We don't deliver here yet" });
  });
});
