// Runs when npm test finds a Redis server (TEST_REDIS_URL; see vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { useReadClients } from '#src/test/read-clients.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const { serve, someClient, read, statuses } = useReadClients();

describe('public reads per client, with Redis', () => {
  it('shares the count between processes through Redis when REDIS_URL is set', async () => {
    const client = someClient();
    const [one, two] = [
      await serve({ publicReads: { perMinute: 5, redisUrl } }),
      await serve({ publicReads: { perMinute: 5, redisUrl } }),
    ];
    expect(await statuses(one, 3, client)).toEqual([200, 200, 200]);
    expect(await statuses(two, 3, client)).toEqual([200, 200, 429]);
    expect((await read(one, client)).status).toBe(429);
  });
});
