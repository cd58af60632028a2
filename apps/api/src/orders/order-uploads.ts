import { orderParamsSchema, uploadContentTypes, uploadIdSchema } from '@shop/core/schemas';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '#src/db/database.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { checkoutErrors } from '#src/http/checkout-errors.ts';
import { sendStoredFile } from '#src/http/stored-file.ts';
import { readOrderUpload } from './orders-queries.ts';

// An order's customization files, served to whoever may read the order: its customer
// (`Order/{id}/Upload/{fileId}`) and the seller of its brand (`Seller/Order/…`), the same way.

export const orderUploadParamsSchema = orderParamsSchema.extend({
  fileId: z.string().max(100).meta({ description: 'The file id (a UUID)' }),
});

export const orderUploadResponse = {
  200: {
    description: 'The file, under the type its content has',
    content: Object.fromEntries(uploadContentTypes.map((type) => [type, { schema: z.file() }])),
  },
  ...checkoutErrors,
};

/** Sends the order's file when `whose` may read the order, else 404 `upload_not_found`. */
export async function sendOrderUpload(
  db: Database,
  reply: FastifyReply,
  whose: SQL | undefined,
  orderId: number,
  fileId: string,
) {
  const file = uploadIdSchema.safeParse(fileId).success
    ? await readOrderUpload(db, whose, orderId, fileId)
    : undefined;
  if (!file) throw new ApiHttpError(404, 'upload_not_found', 'No such file in this order');
  return sendStoredFile(reply, file);
}
