import {
  sellerLoginRequestSchema,
  sellerMeSchema,
  sellerSessionSchema,
  sellerStoreSchema,
  sellerStoreUpdateSchema,
  type SellerMe,
  type SellerStore,
} from '@shop/core/schemas';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { normalizeEmail } from '#src/customers/customers-queries.ts';
import { passwordMatches, unknownAccountHash } from '#src/customers/passwords.ts';
import {
  clearSignInAttempts,
  hitRateLimit,
  rateLimits,
  takeSignInAttempt,
} from '#src/customers/rate-limit.ts';
import type { Database } from '#src/db/database.ts';
import { brands, sellers, stores } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  issueSellerToken,
  requireSeller,
  revokeSellerToken,
  sellerSuspended,
  signedInSeller,
  type SellerRow,
} from './seller-auth.ts';

const storeFields = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  nameEn: stores.nameEn,
  description: stores.description,
  descriptionEn: stores.descriptionEn,
  status: stores.status,
};

async function readSellerStore(db: Database, storeId: number): Promise<SellerStore> {
  const [store] = await db.select(storeFields).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`seller store ${storeId} is missing`);
  return store;
}

/** The seller as `Seller/Me` answers: their store and its brands. */
async function readSellerMe(db: Database, seller: SellerRow): Promise<SellerMe> {
  const [store, owned] = await Promise.all([
    readSellerStore(db, seller.storeId),
    db
      .select({
        id: brands.id,
        slug: brands.slug,
        name: brands.name,
        nameEn: brands.nameEn,
        currency: brands.currency,
      })
      .from(brands)
      .where(eq(brands.storeId, seller.storeId))
      .orderBy(asc(brands.id)),
  ]);
  return {
    id: seller.id,
    email: seller.email,
    name: seller.name,
    locale: seller.locale === 'en' ? 'en' : 'ar',
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      nameEn: store.nameEn,
      status: store.status,
    },
    brands: owned,
  };
}

/**
 * `Seller`: sign-in, sign-out, the seller and their store's profile (issue 16, R6.03). The
 * seller's catalog, slots and orders are in the seller-*-routes.ts beside it, all behind
 * {@link requireSeller} and scoped to the seller's store.
 */
export const sellerRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Seller'];
  const onRequest = requireSeller(db, tokenTtlDays);
  app.addHook('onSend', neverCached);

  app.post(
    '/Seller/Login',
    {
      schema: {
        tags,
        summary: 'Sign a seller in: 401 for an unknown account or a wrong password alike',
        description:
          "Throttled like the customers' sign-in (per account and client, growing waits; 429). " +
          'A suspended seller with the right password: 403 seller_suspended.',
        body: sellerLoginRequestSchema,
        response: { 200: sellerSessionSchema, ...sellerErrors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const attempts = `seller-signin:${email}:${request.ip}`;
      await takeSignInAttempt(db, attempts);
      await hitRateLimit(db, `seller-signin-ip:${request.ip}`, rateLimits.signInPerIp);
      await hitRateLimit(db, `seller-signin:${email}`, rateLimits.signInPerAccount);
      const [seller] = await db.select().from(sellers).where(eq(sellers.email, email));
      // Unknown and wrong answer alike, after the same work.
      const matches = await passwordMatches(
        seller?.passwordHash ?? (await unknownAccountHash()),
        request.body.password,
      );
      if (!seller || !matches) {
        throw new ApiHttpError(401, '401', 'The e-mail or password is wrong', 'body.password');
      }
      await clearSignInAttempts(db, attempts);
      if (seller.suspendedAt !== null) throw sellerSuspended();
      return { ...(await readSellerMe(db, seller)), token: await issueSellerToken(db, seller.id) };
    },
  );

  app.post(
    '/Seller/Logout',
    {
      onRequest,
      schema: {
        tags,
        summary: 'End this seller session (the token stops working)',
        response: { 204: z.null(), ...sellerErrors },
      },
    },
    async (request, reply) => {
      await revokeSellerToken(db, signedInSeller(request).tokenId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Seller/Me',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The signed-in seller, their store and its brands',
        response: { 200: sellerMeSchema, ...sellerErrors },
      },
    },
    (request) => readSellerMe(db, signedInSeller(request).seller),
  );

  app.get(
    '/Seller/Store',
    {
      onRequest,
      schema: {
        tags,
        summary: "The seller's store profile (names and descriptions in both languages)",
        response: { 200: sellerStoreSchema, ...sellerErrors },
      },
    },
    (request) => readSellerStore(db, signedInSeller(request).seller.storeId),
  );

  app.patch(
    '/Seller/Store',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change the store's names or descriptions (any of them)",
        description: 'The public store pages show the change at once.',
        body: sellerStoreUpdateSchema,
        response: { 200: sellerStoreSchema, ...sellerErrors },
      },
    },
    async (request) => {
      const { storeId } = signedInSeller(request).seller;
      if (Object.keys(request.body).length > 0) {
        await db
          .update(stores)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(stores.id, storeId));
        catalogChanged(db);
      }
      return readSellerStore(db, storeId);
    },
  );

  done();
};
