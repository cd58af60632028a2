import { randomUUID } from 'node:crypto';
import { SELLER_PRODUCT_IMAGES_MAX, type UploadContentType } from '@shop/core/schemas';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { CheckedFile } from '#src/cart/cart-uploads-files.ts';
import type { Database } from '#src/db/database.ts';
import { productImages, products } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { ofStore } from './seller-scope.ts';

// A seller's product pictures (issue 17): checked and re-encoded by the uploads' rules
// (cart-uploads-files.ts: the type by the bytes, no metadata, pixel limits), kept in
// `product_images` under a random id so every API process serves them, at most
// SELLER_PRODUCT_IMAGES_MAX a product: counted under the product's row lock, so concurrent
// uploads cannot both take the last place. The picture the API draws for a product stands in
// while it has none of its own.

const extensions: Partial<Record<UploadContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Where an uploaded picture is served (public, like the drawn ones: an `<img>` sends no token). */
export function uploadedImageUrl(fileId: string, contentType: string): string {
  return `/media/products/${fileId}.${extensions[contentType as UploadContentType] ?? 'bin'}`;
}

/** The drawn picture of a product: its slug's. */
const drawnImageUrl = (slug: string) => `/media/products/${encodeURIComponent(slug)}.svg`;

export function imagesFull(): ApiHttpError {
  const error = new ApiHttpError(
    409,
    'images_full',
    `A product has at most ${SELLER_PRODUCT_IMAGES_MAX} pictures: remove one first`,
    'body.file',
  );
  error.errors[0]!.limit = SELLER_PRODUCT_IMAGES_MAX;
  return error;
}

/**
 * Locks the store's product for the rest of the transaction and answers its slug and how many
 * uploaded pictures it has; 404 for a product that is not the store's.
 */
async function lockProduct(tx: Database, storeId: number, productId: number) {
  const [product] = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.id, productId), ofStore(tx, products.brandId, storeId)))
    .for('update');
  if (!product) throw notFound('Product', productId, 'params.id');
  const [counted] = await tx
    .select({ n: count() })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNotNull(productImages.fileId)));
  return { slug: product.slug, uploaded: counted?.n ?? 0 };
}

/** How many pictures the store's product has of its own (to refuse before decoding one). */
export async function countUploadedImages(
  db: Database,
  storeId: number,
  productId: number,
): Promise<number> {
  return db.transaction(async (tx) => (await lockProduct(tx, storeId, productId)).uploaded);
}

/**
 * Keeps a checked picture as the product's last one (its first replaces the drawn stand-in);
 * 409 `images_full` at the cap; 415 for a PDF (a product's pictures are pictures).
 */
export async function addProductImage(
  db: Database,
  storeId: number,
  productId: number,
  file: CheckedFile,
  alt: { alt: string; altEn: string },
): Promise<void> {
  if (!(file.contentType in extensions)) {
    throw new ApiHttpError(
      415,
      'upload_type',
      'A product picture is a JPEG, PNG or WebP',
      'body.file',
    );
  }
  await db.transaction(async (tx) => {
    const { uploaded } = await lockProduct(tx, storeId, productId);
    if (uploaded >= SELLER_PRODUCT_IMAGES_MAX) throw imagesFull();
    if (uploaded === 0) {
      await tx
        .delete(productImages)
        .where(and(eq(productImages.productId, productId), isNull(productImages.fileId)));
    }
    const fileId = randomUUID();
    await tx.insert(productImages).values({
      productId,
      position: sql`(select coalesce(max(${productImages.position}), 0) + 1 from ${productImages}
        where ${productImages.productId} = ${productId})`,
      url: uploadedImageUrl(fileId, file.contentType),
      alt: alt.alt,
      altEn: alt.altEn,
      fileId,
      contentType: file.contentType,
      data: file.data,
    });
  });
  catalogChanged(db);
}

/**
 * Removes an uploaded picture of the store's product (404 for any other); the drawn stand-in
 * comes back when it was the last.
 */
export async function removeProductImage(
  db: Database,
  storeId: number,
  productId: number,
  imageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { slug } = await lockProduct(tx, storeId, productId);
    const removed = await tx
      .delete(productImages)
      .where(
        and(
          eq(productImages.id, imageId),
          eq(productImages.productId, productId),
          isNotNull(productImages.fileId),
        ),
      )
      .returning({ id: productImages.id });
    if (removed.length === 0) throw notFound('Image', imageId, 'params.imageId');
    const [left] = await tx
      .select({ n: count() })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if ((left?.n ?? 0) === 0) {
      await tx.insert(productImages).values({ productId, position: 1, url: drawnImageUrl(slug) });
    }
  });
  catalogChanged(db);
}

/** An uploaded picture's type and bytes, by its id; undefined when there is none. */
export async function findImageFile(
  db: Database,
  fileId: string,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  const [row] = await db
    .select({ contentType: productImages.contentType, data: productImages.data })
    .from(productImages)
    .where(eq(productImages.fileId, fileId))
    .limit(1);
  if (!row?.contentType || !row.data) return undefined;
  return { contentType: row.contentType, data: row.data };
}
