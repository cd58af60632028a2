// Public reads are limited per real client: the address a trusted proxy (the storefront) names,
// never one an untrusted caller claims. Real HTTP on loopback, which is what TRUSTED_PROXIES
// trusts by default.
import type { ApiError } from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '#src/db/schema.ts';
import { useReadClients } from '#src/test/read-clients.ts';
import { storefrontHeaders } from '#src/test/test-app.ts';

const { database, serve, someClient, read, statuses } = useReadClients();

describe('public reads per client', () => {
  it('gives each client named by a trusted proxy a limit of its own, then 429 with Retry-After', async () => {
    const url = await serve({ publicReads: { perMinute: 5 } });
    const [first, second] = [someClient(), someClient()];
    expect(await statuses(url, 5, first)).toEqual([200, 200, 200, 200, 200]);

    const refused = await read(url, first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as ApiError[])[0]).toMatchObject({ code: 'rate_limited' });

    expect((await read(url, second)).status).toBe(200);
    // Writes are not public reads: the account routes keep their own limits.
    const write = await fetch(`${url}/api/Customer/SignOut`, {
      method: 'POST',
      headers: { ...storefrontHeaders, 'x-forwarded-for': first },
    });
    expect(write.status).toBe(401);
  });

  it('ignores X-Forwarded-For from a caller it does not trust: one bucket, whatever it claims', async () => {
    const url = await serve({ publicReads: { perMinute: 5 }, trustedProxies: ['10.9.8.7'] });
    const claimed: number[] = [];
    for (let i = 0; i < 6; i += 1) claimed.push((await read(url, someClient())).status);
    expect(claimed).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shares the count between processes through the database', async () => {
    const client = someClient();
    const [one, two] = [
      await serve({ publicReads: { perMinute: 5, flushMs: 20 } }),
      await serve({ publicReads: { perMinute: 5, flushMs: 20 } }),
    ];
    expect(await statuses(one, 5, client)).toEqual([200, 200, 200, 200, 200]);
    // Once the first process has added its reads to the shared row, the second one knows them.
    await vi.waitFor(async () => {
      const [row] = await database.db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, `read:${client}`)));
      expect(row?.hits).toBe(5);
    });
    await statuses(two, 1, client); // its first read learns the total at its next flush
    await vi.waitFor(async () => expect((await read(two, client)).status).toBe(429));
  });
});
