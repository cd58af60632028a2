import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createI18n } from '@shop/core/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Countdown, timeLeft } from './countdown.tsx';

const now = Date.parse('2026-03-01T10:00:00Z');
const endsAt = '2026-03-03T12:30:05Z'; // 2 d 2 h 30 min 5 s later

describe('timeLeft', () => {
  it('splits into days, hours, minutes and seconds, and is 0 and ended once past', () => {
    expect(timeLeft(endsAt, now)).toEqual({
      days: 2,
      hours: 2,
      minutes: 30,
      seconds: 5,
      ended: false,
    });
    expect(timeLeft(endsAt, Date.parse(endsAt) + 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now + 60_000); // the client clock is a minute after the server's `now`
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders from `now` first, the same as on the server, then ticks with the clock', () => {
    const i18n = createI18n('en', [initReactI18next]);
    const server = renderToString(
      <I18nextProvider i18n={i18n}>
        <Countdown endsAt={endsAt} now={now} lang="en" />
      </I18nextProvider>,
    );
    expect(server).toContain('role="timer"');
    renderWithI18n(<Countdown endsAt={endsAt} now={new Date(now).toISOString()} lang="en" />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('02 Days02 Hours30 Minutes05 Seconds');
    expect(server).toContain('>05</span> <span');

    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(timer.textContent).toBe('02 Days02 Hours29 Minutes05 Seconds');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toBe('02 Days02 Hours29 Minutes04 Seconds');
  });

  it('uses singular labels and Arabic plural forms', () => {
    renderWithI18n(
      <Countdown endsAt="2026-03-02T11:01:01Z" now={now} lang="en" label="Offer ends in" />,
    );
    expect(screen.getByRole('timer', { name: 'Offer ends in' }).textContent).toBe(
      '01 Day01 Hour01 Minute01 Second',
    );
    renderWithI18n(<Countdown endsAt="2026-03-04T12:11:13Z" now={now} lang="ar" />, 'ar');
    expect(screen.getByRole('timer', { name: 'الوقت المتبقي' }).textContent).toBe(
      '03 أيام02 ساعتان11 دقيقة13 ثانية',
    );
  });

  it('shows "Ended" and calls onEnd once when it reaches zero', () => {
    const onEnd = vi.fn();
    renderWithI18n(
      <Countdown endsAt={new Date(now + 62_000).toISOString()} now={now} lang="en" onEnd={onEnd} />,
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('timer').textContent).toBe('00 Days00 Hours00 Minutes02 Seconds');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows "Ended" at once for a past end', () => {
    renderWithI18n(<Countdown endsAt="2026-01-01T00:00:00Z" now={now} lang="ar" />, 'ar');
    expect(screen.getByRole('timer').textContent).toBe('انتهى');
  });
});
