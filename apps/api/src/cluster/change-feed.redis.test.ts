// Runs when npm test finds a Redis server (TEST_REDIS_URL; see vitest.config.ts).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import { CHANGE_DELAY_MS, startChangeFeed, type ChangeFeed } from './change-feed.ts';

const database = useTestDatabase();
const redisUrl = process.env.TEST_REDIS_URL;
const feeds: ChangeFeed[] = [];
afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
});

/** A process's feed on Redis, with what it hears. */
async function anotherProcess() {
  const heard = vi.fn();
  const onError = (error: Error) => {
    throw error;
  };
  feeds.push(
    await startChangeFeed({ handle: database.handle, redisUrl, onChange: heard, onError }),
  );
  return heard;
}

describe('the change feed on Redis', () => {
  it('carries what catalogChanged publishes to every process, within the written delay', async () => {
    const here = await anotherProcess();
    const there = await anotherProcess();
    catalogChanged(database.db);

    await vi.waitFor(
      () => {
        expect(here).toHaveBeenCalledWith('catalog');
        expect(there).toHaveBeenCalledWith('catalog');
      },
      { timeout: CHANGE_DELAY_MS },
    );
  });
});
