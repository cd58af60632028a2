import { randomUUID } from 'node:crypto';
import { MAX_CART_UPLOADS, type UploadContentType } from '@shop/core/schemas';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { cartLines, cartUploads, carts } from '#src/db/schema.ts';
import { hashToken } from '#src/customers/tokens.ts';
import type { CartOwner } from './cart-owner.ts';

// The customization files of baskets, kept in the database (`cart_uploads`, bytea) so every API
// process serves them. Whatever adds, removes or checks a basket's uploads takes the cart's row
// lock first (as the cart's line changes do), so a file is never removed while a line starts to
// use it, and the per-basket cap holds under concurrent uploads on both engines.

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'execute'>;

/** Uploads no line names are removed this long after they were made (the clean-up job). */
export const UNUSED_UPLOAD_HOURS = 24;

/** Most uploads one clean-up statement removes (the job repeats until none are left). */
const CLEAN_UP_BATCH = 200;

/**
 * Where the cart's owner reads an upload back, relative to the API's base (`/api/`), as the
 * upload's and the cart line option's `url` say it.
 */
export function uploadPath(id: string): string {
  return `Cart/Upload/${id}`;
}

/** An upload without its bytes. */
export interface UploadInfo {
  id: string;
  cartId: number;
  fileName: string;
  contentType: UploadContentType;
  byteSize: number;
}

const infoColumns = {
  id: cartUploads.id,
  cartId: cartUploads.cartId,
  fileName: cartUploads.fileName,
  contentType: sql<UploadContentType>`${cartUploads.contentType}`,
  byteSize: cartUploads.byteSize,
};

/** The condition picking the owner's cart, or undefined for a guest who has none. */
function ownerCondition(owner: CartOwner): SQL | undefined {
  if (owner.kind === 'customer') return eq(carts.customerId, owner.customerId);
  if (owner.cartId === null) return undefined;
  return eq(carts.guestKeyHash, hashToken(owner.cartId));
}

/** Locks the cart's row until the transaction ends; false when the cart is gone. */
async function lockCart(tx: Queryable, cartId: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 as "found" from ${carts} where ${carts.id} = ${cartId} for update`,
  );
  return rowsOf(result).length > 0;
}

/** How many uploads the cart holds. */
export async function countUploads(db: Queryable, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartUploads)
    .where(eq(cartUploads.cartId, cartId));
  return row?.n ?? 0;
}

export type SaveResult = { saved: UploadInfo } | { refused: 'full' | 'cart_gone' };

/**
 * Keeps a checked file in the cart under a new random id, unless the cart already holds
 * {@link MAX_CART_UPLOADS}: counted under the cart's row lock, so concurrent uploads cannot
 * both take the last place.
 */
export function saveUpload(
  db: Database,
  cartId: number,
  file: { fileName: string; contentType: UploadContentType; data: Buffer },
): Promise<SaveResult> {
  return db.transaction(async (tx): Promise<SaveResult> => {
    if (!(await lockCart(tx, cartId))) return { refused: 'cart_gone' };
    if ((await countUploads(tx, cartId)) >= MAX_CART_UPLOADS) return { refused: 'full' };
    const [saved] = await tx
      .insert(cartUploads)
      .values({
        id: randomUUID(),
        cartId,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.data.length,
        data: file.data,
      })
      .returning(infoColumns);
    return { saved: saved! };
  });
}

/** An upload with its bytes. */
export type StoredUpload = UploadInfo & { data: Uint8Array };

/** The owner's upload with its bytes, or undefined (unknown, or in someone else's cart). */
export async function findOwnedUpload(
  db: Database,
  owner: CartOwner,
  id: string,
): Promise<StoredUpload | undefined> {
  const own = ownerCondition(owner);
  if (!own) return undefined;
  const [row] = await db
    .select({ ...infoColumns, data: cartUploads.data })
    .from(cartUploads)
    .innerJoin(carts, eq(carts.id, cartUploads.cartId))
    .where(and(eq(cartUploads.id, id), own))
    .limit(1);
  return row;
}

export type RemoveResult = 'removed' | 'not_found' | 'in_use';

/**
 * Removes the owner's upload unless a line of the cart names it (`in_use`): checked and removed
 * under the cart's row lock, so a line being added at the same moment either sees the file or
 * is told it is gone.
 */
export async function removeOwnedUpload(
  db: Database,
  owner: CartOwner,
  id: string,
): Promise<RemoveResult> {
  const own = ownerCondition(owner);
  if (!own) return 'not_found';
  return db.transaction(async (tx): Promise<RemoveResult> => {
    const [found] = await tx
      .select({ cartId: cartUploads.cartId })
      .from(cartUploads)
      .innerJoin(carts, eq(carts.id, cartUploads.cartId))
      .where(and(eq(cartUploads.id, id), own))
      .limit(1);
    if (!found || !(await lockCart(tx, found.cartId))) return 'not_found';
    const [used] = await tx
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(
        and(eq(cartLines.cartId, found.cartId), sql`${id}::uuid = any(${cartLines.uploadIds})`),
      )
      .limit(1);
    if (used) return 'in_use';
    const removed = await tx
      .delete(cartUploads)
      .where(and(eq(cartUploads.id, id), eq(cartUploads.cartId, found.cartId)))
      .returning({ id: cartUploads.id });
    return removed.length > 0 ? 'removed' : 'not_found';
  });
}

/**
 * The uploads of `ids` that are in the cart, for the cart's line routes: call it inside the
 * transaction that holds the cart's row lock and writes the line (its `upload_ids`), and refuse
 * the line when one is missing (`upload_not_found`). The lock keeps the clean-up job and
 * `DELETE Cart/Upload` from removing a file between this check and the line's commit.
 */
export async function findCartUploads(
  tx: Queryable,
  cartId: number,
  ids: readonly string[],
): Promise<UploadInfo[]> {
  if (ids.length === 0) return [];
  return tx
    .select(infoColumns)
    .from(cartUploads)
    .where(and(eq(cartUploads.cartId, cartId), inArray(cartUploads.id, [...ids])));
}

/**
 * The clean-up job's work: removes uploads older than {@link UNUSED_UPLOAD_HOURS} that no line
 * names. Each batch locks the carts holding such uploads, skipping carts another request holds
 * (a line being written: their files wait for the next run), then removes what is still unused
 * under those locks. Answers how many uploads went.
 */
export async function removeUnusedUploads(db: Database): Promise<number> {
  const unused = (upload: SQL) => sql`
    ${upload}.created_at < now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS})
    and not exists (
      select 1 from ${cartLines} as l
      where l.cart_id = ${upload}.cart_id and ${upload}.id = any(l.upload_ids))`;
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const candidates = await tx.execute(sql`
        select distinct u.cart_id as "cartId" from ${cartUploads} as u
        where ${unused(sql`u`)}
        limit ${CLEAN_UP_BATCH}`);
      const candidateIds = rowsOf<{ cartId: number }>(candidates).map((row) => row.cartId);
      if (candidateIds.length === 0) return { removed: 0, more: false };
      const locked = await tx.execute(sql`
        select ${carts.id} as "cartId" from ${carts}
        where ${carts.id} in ${candidateIds}
        for update skip locked`);
      const cartIds = rowsOf<{ cartId: number }>(locked).map((row) => row.cartId);
      if (cartIds.length === 0) return { removed: 0, more: false };
      // A new statement: it sees every line committed before the locks were taken.
      const gone = await tx.execute(sql`
        delete from ${cartUploads} as u
        where u.cart_id in ${cartIds} and ${unused(sql`u`)}
        returning u.id`);
      const count = rowsOf(gone).length;
      return { removed: count, more: candidateIds.length === CLEAN_UP_BATCH && count > 0 };
    });
    removed += batch.removed;
    if (!batch.more) return removed;
  }
}

/** The rows of a raw statement's result (the same shape on both drivers). */
function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
