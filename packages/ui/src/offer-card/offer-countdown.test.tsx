import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { offerBetween } from '#testing/story-data.ts';
import { OfferCountdown } from './offer-countdown.tsx';

const now = Date.parse('2026-03-01T10:00:00Z');
const hour = 3_600_000;

describe('OfferCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "Starts in" and counts down to the start of an upcoming offer, then to its end', () => {
    renderWithI18n(
      <OfferCountdown offer={offerBetween(now + 2 * hour, now + 26 * hour)} now={now} lang="en" />,
    );
    screen.getByText('Starts in');
    expect(screen.getByRole('timer', { name: 'Starts in' }).textContent).toBe(
      '00 Days02 Hours00 Minutes00 Seconds',
    );
    act(() => {
      vi.advanceTimersByTime(2 * hour + 1000);
    });
    screen.getByText('Ends in');
    expect(screen.queryByText('Starts in')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toMatch(
      /^00 Days23 Hours59 Minutes/,
    );
  });

  it('says "Ends in" with the time to the end once started, in Arabic', () => {
    renderWithI18n(
      <OfferCountdown offer={offerBetween(now - hour, now + 26 * hour)} now={now} lang="ar" />,
      'ar',
    );
    screen.getByText('ينتهي بعد');
    expect(screen.queryByText('يبدأ بعد')).toBeNull();
    screen.getByRole('timer', { name: 'ينتهي بعد' });
  });
});
