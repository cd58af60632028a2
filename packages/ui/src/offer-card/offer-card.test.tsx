import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { offerBetween } from '#testing/story-data.ts';
import { OfferCard } from './offer-card.tsx';

const now = Date.parse('2026-03-01T10:00:00Z');
const hour = 3_600_000;

describe('OfferCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows banner, discount, linked title, product count and a countdown to the end', () => {
    const { container } = renderWithI18n(
      <OfferCard
        offer={offerBetween(now - hour, now + 26 * hour)}
        lang="en"
        href="/offers/7"
        now={now}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ramadan basket' }).getAttribute('href')).toBe(
      '/offers/7',
    );
    screen.getByText('20% off');
    screen.getByText('36 products');
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toBe(
      '01 Day02 Hours00 Minutes00 Seconds',
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('counts down to the start of an upcoming offer, then to its end', () => {
    renderWithI18n(
      <OfferCard
        offer={offerBetween(now + 2000, now + hour)}
        lang="ar"
        href="/ar/offers/7"
        now={now}
      />,
      'ar',
    );
    screen.getByRole('timer', { name: 'يبدأ بعد' });
    screen.getByText('خصم 20٪');
    screen.getByText('36 منتجًا');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    screen.getByRole('timer', { name: 'ينتهي بعد' });
  });
});
