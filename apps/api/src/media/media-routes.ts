import { createHash } from 'node:crypto';
import { apiErrorListSchema } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '#src/http/api-errors.ts';
import { MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { brands, categories, offers, products } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { validateCachedReads } from '#src/http/http-cache.ts';
import { findImageFile } from '#src/sellers/seller-catalog-images.ts';
import { brandSvg, offerSvg, productSvg } from './media-art.ts';

/** A picture never changes under its URL: browsers and CDNs keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A seller's uploaded product picture: `<random id>.<jpg|png|webp>`. */
const UPLOADED_PICTURE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png|webp)$/;

const productFile = z.object({
  file: z
    .string()
    .regex(
      /^(?:[^/\p{Cc}]{1,200}\.svg|[0-9a-f-]{36}\.(?:jpg|png|webp))$/u,
      'Product pictures are named <product>.svg or <id>.jpg|png|webp',
    ),
});

const idFile = (what: string) =>
  z.object({
    file: z.string().regex(/^\d{1,12}\.svg$/, `${what} pictures are named <id>.svg`),
  });

const productQuery = z.object({
  /** Gallery picture number; 1 is the main picture. */
  view: z.coerce.number().int().min(1).max(3).default(1),
});

const errors = { 400: apiErrorListSchema, 404: apiErrorListSchema };

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('etag', `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

/**
 * A seller's uploaded picture: public and immutable like the drawn ones (a new picture gets a
 * new random name); never sniffed, and sandboxed should anyone open it as a page.
 */
function sendPicture(reply: FastifyReply, picture: { contentType: string; data: Uint8Array }) {
  return reply
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .type(picture.contentType)
    .send(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength));
}

const idOf = (file: string) => Number(file.slice(0, -'.svg'.length));

/**
 * `GET /media/products/{slug}.svg[?view=2|3]`, `/media/brands/{id}.svg`, `/media/offers/{id}.svg`:
 * pictures drawn on the fly. Not behind the public key (an `<img>` cannot send headers); the
 * API answers them as paths, which the storefront prefixes with the API origin.
 */
export const mediaRoutes: FeatureRoutes = (app, { db }, done) => {
  app.addHook('onSend', validateCachedReads);

  app.get(
    '/media/products/:file',
    {
      schema: {
        tags: ['Media'],
        summary:
          'Product picture: drawn (SVG), or uploaded by its seller (JPEG, PNG or WebP, as ' +
          're-encoded on upload)',
        security: [],
        params: productFile,
        querystring: productQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const uploaded = UPLOADED_PICTURE.exec(request.params.file);
      if (uploaded) {
        const picture = await findImageFile(db, uploaded[1]!);
        if (!picture) throw notFound('Picture', request.params.file);
        return sendPicture(reply, picture);
      }
      const slug = request.params.file.slice(0, -'.svg'.length);
      const [row] = await db
        .select({
          slug: products.slug,
          nameEn: products.nameEn,
          art: categories.art,
          background: categories.color,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.slug, slug))
        .limit(1);
      if (!row) throw notFound('Product', slug);
      return sendSvg(reply, productSvg(row, request.query.view));
    },
  );

  app.get(
    '/media/brands/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'Brand logo (SVG)',
        security: [],
        params: idFile('Brand'),
        response: errors,
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.file);
      const [row] =
        id > MAX_ID
          ? []
          : await db
              .select({
                nameEn: brands.nameEn,
                color: brands.color,
                accentColor: brands.accentColor,
              })
              .from(brands)
              .where(eq(brands.id, id))
              .limit(1);
      if (!row) throw notFound('Brand', id);
      return sendSvg(reply, brandSvg(row));
    },
  );

  app.get(
    '/media/offers/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'Offer banner (SVG)',
        security: [],
        params: idFile('Offer'),
        response: errors,
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.file);
      const [row] =
        id > MAX_ID
          ? []
          : await db
              .select({
                nameEn: offers.nameEn,
                discountPercent: offers.discountPercent,
                color: offers.color,
                art: offers.art,
              })
              .from(offers)
              .where(eq(offers.id, id))
              .limit(1);
      if (!row) throw notFound('Offer', id);
      return sendSvg(reply, offerSvg(row));
    },
  );
  done();
};
