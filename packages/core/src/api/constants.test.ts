import { describe, expect, it } from 'vitest';
import { saneRequestId } from '#api/constants.ts';

describe('saneRequestId', () => {
  it('keeps an id of letters, digits and -_.: up to 128 characters', () => {
    for (const id of [
      'a',
      'req-1',
      '0f8c2a1e-5b7d-4c61-9f0e-2d4a8b6c1e3f',
      'edge:42.x_y',
      'x'.repeat(128),
    ])
      expect(saneRequestId(id)).toBe(id);
  });

  it('refuses an empty, long, repeated or hostile id', () => {
    for (const id of ['', 'x'.repeat(129), 'a b', 'a\nfake log line', '<script>', 'é', 'a,b'])
      expect(saneRequestId(id)).toBeUndefined();
    expect(saneRequestId(['a', 'b'])).toBeUndefined();
    expect(saneRequestId(undefined)).toBeUndefined();
    expect(saneRequestId(null)).toBeUndefined();
  });
});
