import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { NEWSLETTER_POPUP_STORAGE_KEY } from '@shop/core/newsletter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { NewsletterPopup } from './newsletter-popup.tsx';
import { popupAllowedOn, useNewsletterPopup } from './use-newsletter-popup.ts';

describe('NewsletterPopup', () => {
  it('is a dialog named by the 15 % offer; "No, thanks" and Escape dismiss it', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<NewsletterPopup open onDismiss={onDismiss} onSubmit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '15% off your first order' });
    expect(dialog).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('is in Arabic with a close button', () => {
    renderWithI18n(<NewsletterPopup open onDismiss={vi.fn()} onSubmit={vi.fn()} />, 'ar');
    expect(screen.getByRole('dialog', { name: 'خصم 15% على طلبك الأول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'لا، شكرًا' })).toBeTruthy();
  });
});

describe('popupAllowedOn', () => {
  it('allows public pages and never checkout, account, sign-in or order pages', () => {
    for (const path of ['/', '/product/dates', '/brand/3', '/faqs', '/contact-us']) {
      expect(popupAllowedOn(path), path).toBe(true);
    }
    for (const path of [
      '/checkout',
      '/checkout/summary',
      '/activity-types/active/1/2/3/4/checkout',
      '/account',
      '/account/wallet',
      '/auth/login',
      '/my-orders',
      '/order-success',
      '/cart',
      '/newsletter/confirm',
    ]) {
      expect(popupAllowedOn(path), path).toBe(false);
    }
  });
});

describe('useNewsletterPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('opens once after the delay, and never again once dismissed', () => {
    const first = renderHook(() => useNewsletterPopup('/', 1000));
    expect(first.result.current.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(first.result.current.open).toBe(true);
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_STORAGE_KEY)).toBe('dismissed');
    first.unmount();

    const later = renderHook(() => useNewsletterPopup('/', 1000));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(later.result.current.open).toBe(false);
  });

  it('never opens for a subscriber, nor on checkout', () => {
    const checkout = renderHook(() => useNewsletterPopup('/checkout', 1000));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(checkout.result.current.open).toBe(false);

    const home = renderHook(() => useNewsletterPopup('/', 1000));
    act(() => home.result.current.subscribed());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(home.result.current.open).toBe(false);
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_STORAGE_KEY)).toBe('subscribed');
  });
});
