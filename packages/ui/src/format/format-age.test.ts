import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age.ts';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('formatAge', () => {
  it('says minutes, then hours, then days, in English', () => {
    expect(formatAge('2026-11-29T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatAge('2026-11-29T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatAge('2026-11-26T08:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatAge('2026-11-28T11:00:00Z', 'en', now)).toBe('yesterday');
  });

  it('says it in Arabic with Latin digits, as every number of the site', () => {
    expect(formatAge('2026-11-26T08:00:00Z', 'ar', now)).toBe('قبل 3 أيام');
    expect(formatAge('2026-11-29T12:00:00Z', 'ar', now)).toMatch(/الدقيقة|الآن/);
  });

  it('never says a time to come, even for a clock a little ahead', () => {
    expect(formatAge('2026-11-29T12:01:00Z', 'en', now)).toBe('this minute');
  });
});
