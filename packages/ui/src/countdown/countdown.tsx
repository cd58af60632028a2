import type { Locale } from '@shop/core/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** The instant the countdown reaches zero (ISO 8601, e.g. an offer's `endsAt`). */
  endsAt: string;
  /**
   * The instant of the first render (ISO 8601 or epoch milliseconds), e.g. the request time from
   * the loader, so server and client render the same text; afterwards it follows the clock.
   */
  now: string | number;
  /** The page's language (digits). */
  lang: Locale;
  /** Accessible name of the timer (default "Time left"), e.g. "Offer ends in". */
  label?: string;
  /** Called once when the countdown reaches zero while shown. */
  onEnd?: () => void;
  /** Extra classes for the wrapper. */
  className?: string;
}

const units = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** Whole days, hours, minutes and seconds left from `now` to `endsAt` (all 0 once past). */
export function timeLeft(endsAt: string, now: number) {
  let rest = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  const parts = {} as Record<(typeof units)[number][0], number>;
  for (const [unit, seconds] of units) {
    parts[unit] = Math.floor(rest / seconds);
    rest %= seconds;
  }
  return { ...parts, ended: Date.parse(endsAt) <= now };
}

const toMillis = (instant: string | number) =>
  typeof instant === 'number' ? instant : Date.parse(instant);

/**
 * Days, hours, minutes and seconds until `endsAt` (spec §9), each with its unit label, then
 * "Ended". The first render uses `now`, so server-rendered and hydrated markup match; an effect
 * then ticks every second from the real clock. `role="timer"` is not a live region, so screen
 * readers read it when they reach it instead of every second.
 *
 * @example
 * ```tsx
 * <Countdown endsAt={offer.endsAt} now={loaderData.now} lang="ar" label={t('offerCard.endsIn')} />
 * ```
 */
export function Countdown({ endsAt, now, lang, label, onEnd, className }: CountdownProps) {
  const { t } = useTranslation('catalog');
  const [current, setCurrent] = useState(() => toMillis(now));
  const left = timeLeft(endsAt, current);
  // The latest onEnd without restarting the clock when the caller passes a new function.
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (Date.parse(endsAt) <= Date.now()) {
      // Already over when mounted: show it on the next tick, without a running interval.
      const timeout = setTimeout(() => setCurrent(Date.now()), 0);
      return () => clearTimeout(timeout);
    }
    const tick = () => {
      const time = Date.now();
      setCurrent(time);
      if (Date.parse(endsAt) <= time) {
        clearInterval(interval);
        onEndRef.current?.();
      }
    };
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [endsAt]);

  return (
    <div
      role="timer"
      aria-label={label ?? t('countdown.label')}
      className={['inline-flex', className].filter(Boolean).join(' ')}
    >
      {left.ended ? (
        <span className="rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-ink-muted">
          {t('countdown.ended')}
        </span>
      ) : (
        <span className="flex gap-1.5">
          {units.map(([unit]) => (
            <span
              key={unit}
              className="flex min-w-13 flex-col items-center rounded-md bg-brand-900 px-1.5 py-1 text-brand-50"
            >
              <span className="text-lg leading-tight font-bold tabular-nums">
                {formatNumber(left[unit], lang, { minimumIntegerDigits: 2 })}
              </span>{' '}
              <span className="text-[0.7rem] leading-tight">
                {t(`countdown.${unit}`, { count: left[unit] })}
              </span>
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
