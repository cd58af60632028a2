// A placement's stock in the catalog answers every process keeps (response cache on): its
// transaction keeps the catalog triggers silent (migration 0016), so placements never wait for
// each other's commits, and every process is told after the commit through the change feed.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { CHANGE_DELAY_MS, startChangeFeed, type ChangeFeed } from '#src/cluster/change-feed.ts';
import type { Database } from '#src/db/database.ts';
import { products } from '#src/db/schema.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
} from './checkout-test-kit.ts';

const kit = useCartApp({ responseCache: { seconds: 60 } });

let feed: ChangeFeed | undefined;
afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

/** Listens to the change feed; `ofThisDatabase: false` leaves the app's database without one. */
async function listen(ofThisDatabase: boolean) {
  const heard = vi.fn();
  const handle = ofThisDatabase ? kit.handle : { ...kit.handle, db: {} as Database };
  feed = await startChangeFeed({
    handle,
    onChange: heard,
    onError: (error) => {
      throw error;
    },
  });
  return heard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function readyPlacement() {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 9_000,
    stock: 7,
    storage: 'dry',
  });
  const [row] = await kit.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, product.id));
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 3 }], slotId);
  return {
    shopper,
    detail: `Product/${row!.slug}`,
    body: checkoutBody(shopper, slotId, brand.standardId),
  };
}

describe("a placement's stock in the kept catalog answers", () => {
  it('is served once the placement has committed, not the stock kept from before', async () => {
    const { shopper, detail, body } = await readyPlacement();
    await kit.call('GET', detail);
    const kept = await kit.call('GET', detail);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.json()).toMatchObject({ stockQuantity: 7 });

    placedOf(await place(kit, shopper, body));
    const after = await kit.call('GET', detail);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()).toMatchObject({ stockQuantity: 4 });
  });

  it('is told by the process after the commit, never by the catalog triggers inside it', async () => {
    // A listener while the app has no feed: what reaches it came from the triggers.
    const triggers = await listen(false);
    const first = await readyPlacement();
    await settle();
    triggers.mockClear();
    placedOf(await place(kit, first.shopper, first.body));
    await settle();
    expect(triggers).not.toHaveBeenCalled();
    // The same stock changed by any other writer is heard from the triggers.
    await kit.db.execute(sql`update products set stock_quantity = stock_quantity + 1
      where slug = ${first.detail.slice('Product/'.length)}`);
    await vi.waitFor(() => expect(triggers).toHaveBeenCalledWith('catalog'), {
      timeout: CHANGE_DELAY_MS,
    });
    await feed?.close();
    feed = undefined;

    // With the app's feed, the placement itself tells every process, within the written delay.
    const heard = await listen(true);
    const second = await readyPlacement();
    await settle();
    heard.mockClear();
    placedOf(await place(kit, second.shopper, second.body));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('catalog'), {
      timeout: CHANGE_DELAY_MS,
    });
  });
});
