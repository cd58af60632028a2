import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { products } from '#src/db/schema.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import {
  CHANGE_DELAY_MS,
  changeFeedOf,
  PUBLISH_GAP_MS,
  startChangeFeed,
  type ChangeFeed,
} from './change-feed.ts';

const database = useTestDatabase('catalog');

let feed: ChangeFeed | undefined;
afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

async function listen() {
  const heard = vi.fn();
  feed = await startChangeFeed({
    handle: database.handle,
    onChange: heard,
    onError: (error) => {
      throw error;
    },
  });
  return heard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the change feed on the database', () => {
  it('hears a catalog change written by any client, within the written delay', async () => {
    const heard = await listen();
    await database.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + 1` })
      .where(eq(products.id, 1));

    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('catalog'), {
      timeout: CHANGE_DELAY_MS,
    });
  });

  it('stays silent for a statement that changes no row', async () => {
    const heard = await listen();
    await database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, -1));
    await settle();

    expect(heard).not.toHaveBeenCalled();
  });

  it('stays silent in a transaction that tells every process itself after its commit', async () => {
    const heard = await listen();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shop.catalog_notify', 'after_commit', true)`);
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + 1` })
        .where(eq(products.id, 1));
    });
    await settle();

    expect(heard).not.toHaveBeenCalled();
  });

  it('tells a burst of changes at once, then once more for the rest, within the written delay', async () => {
    const heard = await listen();
    const started = Date.now();
    const told = Array.from({ length: 50 }, () => feed!.publish('catalog'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: CHANGE_DELAY_MS });
    await Promise.all(told);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2), { timeout: CHANGE_DELAY_MS });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PUBLISH_GAP_MS);
    await settle();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('carries what catalogChanged publishes, and is found by the database it serves', async () => {
    const heard = await listen();
    expect(changeFeedOf(database.db)).toBe(feed);
    catalogChanged(database.db);

    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('catalog'), {
      timeout: CHANGE_DELAY_MS,
    });
    await feed?.close();
    feed = undefined;
    expect(changeFeedOf(database.db)).toBeUndefined();
  });
});
