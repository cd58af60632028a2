import multipart from '@fastify/multipart';
import {
  apiErrorListSchema,
  cartUploadSchema,
  MAX_CART_UPLOADS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  uploadContentTypes,
  uploadIdSchema,
} from '@shop/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '#src/customers/tokens.ts';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import {
  checkTheFile,
  readTheFile,
  refuseAllButMultipart,
  refuseDeclaredOversize,
  uploadBodySchema,
} from '#src/http/multipart-file.ts';
import { sendStoredFile } from '#src/http/stored-file.ts';
import {
  cartNotFound,
  cartOwner,
  findCart,
  findOrCreateCart,
  identifyCartOwner,
  type CartOwner,
} from './cart-owner.ts';
import { cleanFileName } from './cart-uploads-files.ts';
import {
  countUploads,
  findOwnedUpload,
  removeOwnedUpload,
  saveUpload,
  uploadPath,
} from './cart-uploads-store.ts';

/**
 * Uploads a client may send, and a basket's owner (customer or guest cart), per hour: files
 * cost CPU (decoding) and storage. Windows stay within the longest of rate-limit.ts, which
 * `pruneCustomerData` keeps counters for.
 */
export const uploadRateLimits = {
  perClient: { max: 60, windowSeconds: 3600 },
  perOwner: { max: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const uploadParamsSchema = z.object({
  id: z.string().max(100).meta({ description: 'The upload id (a UUID)' }),
});

const errors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
  409: apiErrorListSchema,
  429: apiErrorListSchema,
};

function uploadNotFound(): ApiHttpError {
  return new ApiHttpError(404, 'upload_not_found', 'No such upload in your cart');
}

function uploadsFull(): ApiHttpError {
  const error = new ApiHttpError(
    409,
    'uploads_full',
    `A cart keeps at most ${MAX_CART_UPLOADS} files: remove one first`,
    'body.file',
  );
  error.errors[0]!.limit = MAX_CART_UPLOADS;
  return error;
}

/** The rate-limit key of the basket's owner, or undefined for a guest without a cart yet. */
function ownerKey(owner: CartOwner): string | undefined {
  if (owner.kind === 'customer') return `cart-upload:customer:${owner.customerId}`;
  return owner.cartId === null ? undefined : `cart-upload:cart:${hashToken(owner.cartId)}`;
}

/**
 * `POST Cart/Upload`, `GET` and `DELETE Cart/Upload/{id}`: a basket's customization files
 * (issue 13, R1.27, R7.06). The owner is found as on every cart route (customer by token, guest
 * by X-Cart-Id); a guest without a cart gets one with the first file.
 */
export const cartUploadsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const identify = identifyCartOwner(db, tokenTtlDays);
  const tags = ['Cart'];

  // Multipart only here: every other route keeps taking JSON alone.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/Cart/Upload',
      {
        onRequest: [refuseDeclaredOversize, identify],
        // Before the body schema (which only documents the form): JSON and the like are 415.
        preValidation: refuseAllButMultipart,
        // The form is streamed by the route (the JSON parser's 1 MiB does not apply to it).
        bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
        schema: {
          tags,
          summary:
            'Upload a customization file (multipart/form-data, one part named "file"): a ' +
            'JPEG, PNG or WebP picture (re-encoded without metadata) or a PDF without scripts ' +
            `or actions, at most ${MAX_UPLOAD_BYTES} bytes; a cart keeps ${MAX_CART_UPLOADS}`,
          consumes: ['multipart/form-data'],
          body: uploadBodySchema,
          response: {
            201: cartUploadSchema,
            ...errors,
            413: apiErrorListSchema,
            415: apiErrorListSchema,
          },
        },
      },
      async (request, reply) => {
        const owner = cartOwner(request);
        await hitRateLimit(db, `cart-upload:client:${request.ip}`, uploadRateLimits.perClient);
        const key = ownerKey(owner);
        if (key !== undefined) await hitRateLimit(db, key, uploadRateLimits.perOwner);
        // A full basket is told before its file is read and decoded.
        const existing = await findCart(db, owner);
        if (existing && (await countUploads(db, existing.id)) >= MAX_CART_UPLOADS) {
          throw uploadsFull();
        }

        const sent = await readTheFile(request);
        const checked = await checkTheFile(sent.data);

        // Only a file that is kept makes a guest a cart.
        const { cart, newCartId } = existing
          ? { cart: existing, newCartId: null }
          : await findOrCreateCart(db, owner);
        const result = await saveUpload(db, cart.id, {
          ...checked,
          fileName: cleanFileName(sent.name, checked.contentType),
        });
        if ('refused' in result) throw result.refused === 'full' ? uploadsFull() : cartNotFound();
        const { saved } = result;
        return reply.code(201).send({
          id: saved.id,
          fileName: saved.fileName,
          contentType: saved.contentType,
          size: saved.byteSize,
          url: uploadPath(saved.id),
          cartId: newCartId,
        });
      },
    );
  });

  app.get(
    '/Cart/Upload/:id',
    {
      onRequest: identify,
      schema: {
        tags,
        summary:
          "A file of the caller's cart, as stored (pictures inline, PDF as an attachment); " +
          'anyone else gets 404 upload_not_found',
        params: uploadParamsSchema,
        response: {
          200: {
            description: 'The file, under the type its content has',
            content: Object.fromEntries(
              uploadContentTypes.map((type) => [type, { schema: z.file() }]),
            ),
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!uploadIdSchema.safeParse(id).success) throw uploadNotFound();
      const upload = await findOwnedUpload(db, cartOwner(request), id);
      if (!upload) throw uploadNotFound();
      return sendStoredFile(reply, upload);
    },
  );

  app.delete(
    '/Cart/Upload/:id',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: "Remove a file of the caller's cart; 409 upload_in_use while a line uses it",
        params: uploadParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!uploadIdSchema.safeParse(id).success) throw uploadNotFound();
      const outcome = await removeOwnedUpload(db, cartOwner(request), id);
      if (outcome === 'not_found') throw uploadNotFound();
      if (outcome === 'in_use') {
        throw new ApiHttpError(
          409,
          'upload_in_use',
          'A line of your cart uses this file: remove or change the line first',
        );
      }
      return reply.code(204).send(null);
    },
  );

  done();
};
