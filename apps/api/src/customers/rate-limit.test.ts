// The fixed-window counters every limited route uses, on the engine under test: one statement
// counts several keys, each against its own maximum.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { rateLimitCounters } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { hitRateLimits, type RateLimit } from './rate-limit.ts';

const customerApp = useCustomerApp('empty');
const account: RateLimit = { max: 2, windowSeconds: 3600 };
const client: RateLimit = { max: 3, windowSeconds: 3600 };

async function hitsOf(key: string) {
  const [row] = await customerApp.db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row?.hits;
}

async function refusal(counted: Parameters<typeof hitRateLimits>[1]) {
  return hitRateLimits(customerApp.db, counted).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('hitRateLimits', () => {
  it('counts every key in one call and refuses once any key is past its own maximum', async () => {
    const suffix = String(Date.now());
    const pair = [
      [`test-account:${suffix}`, account],
      [`test-client:${suffix}`, client],
    ] as const;
    expect(await refusal(pair)).toBeUndefined();
    expect(await refusal(pair)).toBeUndefined();
    // The account's third call is past its 2; the client's third is still within its 3.
    const refused = await refusal(pair);
    expect(refused).toBeInstanceOf(ApiHttpError);
    expect(refused).toMatchObject({ statusCode: 429, errors: [{ code: 'rate_limited' }] });
    const retryAfter = Number((refused as ApiHttpError).headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await hitsOf(`test-account:${suffix}`)).toBe(3);
    expect(await hitsOf(`test-client:${suffix}`)).toBe(3);
    // Another account behind the same client is refused by the client's count alone.
    const other = await refusal([
      [`test-account:other-${suffix}`, account],
      [`test-client:${suffix}`, client],
    ]);
    expect(other).toMatchObject({ statusCode: 429, errors: [{ code: 'rate_limited' }] });
    expect(await hitsOf(`test-account:other-${suffix}`)).toBe(1);
  });

  it('refuses limits of different windows in one statement, counting nothing', async () => {
    const key = `test-window:${Date.now()}`;
    const error = await refusal([
      [key, account],
      [`${key}:short`, { max: 5, windowSeconds: 60 }],
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiHttpError);
    expect(await hitsOf(key)).toBeUndefined();
  });
});
