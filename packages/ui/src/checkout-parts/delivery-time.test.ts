import { describe, expect, it } from 'vitest';
import { dayKey, deliveryTimeZone } from '#checkout-parts/delivery-time.ts';

/** The day as Intl tells it in the shop's time zone, the reference dayKey must agree with. */
const riyadh = new Intl.DateTimeFormat('en-CA', {
  timeZone: deliveryTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const riyadhDay = (iso: string) => riyadh.format(new Date(iso));

describe('dayKey', () => {
  it('gives the calendar day in Riyadh, which starts at 21:00 UTC', () => {
    expect(dayKey('2026-03-14T20:59:59.999Z')).toBe('2026-03-14');
    expect(dayKey('2026-03-14T21:00:00.000Z')).toBe('2026-03-15');
    expect(dayKey('2026-12-31T21:30:00+00:00')).toBe('2027-01-01');
    expect(dayKey('2026-03-15T00:30:00+03:00')).toBe('2026-03-15');
  });

  it('agrees with Intl in the shop’s time zone every half hour of a year', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let at = start; at < start + 366 * 24 * 3600_000; at += 30 * 60_000) {
      const iso = new Date(at).toISOString();
      expect(dayKey(iso)).toBe(riyadhDay(iso));
    }
  });
});
