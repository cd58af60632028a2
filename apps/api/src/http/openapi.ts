import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { PUBLIC_KEY_HEADER } from '@shop/core/schemas';
import type { FastifyPluginCallback, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };

/** Security scheme name of the storefront's public key in the OpenAPI document. */
export const PUBLIC_KEY_SCHEME = 'publicKey';

/** Security scheme name of a signed-in customer's (or staff member's, or seller's) bearer token. */
export const BEARER_SCHEME = 'bearerToken';

const bearerHooks = new WeakSet<object>();

/** Marks an onRequest hook that requires a bearer token, so the document says so (below). */
export function requiresBearer(hook: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  bearerHooks.add(hook);
  return hook;
}

/**
 * onRoute hook: a route whose onRequest includes a {@link requiresBearer} hook is documented as
 * needing the public key and the bearer token. Add it before any route.
 */
export function documentBearerRoutes(route: RouteOptions): void {
  const hooks = [route.onRequest ?? []].flat();
  if (!hooks.some((hook) => bearerHooks.has(hook))) return;
  route.schema = { ...route.schema, security: [{ [PUBLIC_KEY_SCHEME]: [], [BEARER_SCHEME]: [] }] };
}

/**
 * @fastify/swagger settings: an OpenAPI 3.1 document of every route registered after the
 * plugin, with the zod schemas turned into JSON Schema. Register swagger on the root instance
 * (not inside another plugin) so it sees the routes of every plugin.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Souq store API',
      description:
        'The marketplace storefront API. Display texts come in Arabic (`name`) and English ' +
        '(`nameEn`); every error answers an array of `{ code, message, field? }`.',
      version: packageJson.version,
    },
    components: {
      securitySchemes: {
        [PUBLIC_KEY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: PUBLIC_KEY_HEADER,
          description: "The storefront's public key; required on every /api call.",
        },
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The `token` a sign-in answers (`POST /api/Customer/SignIn`; staff: `POST /api/Staff/SignIn`; sellers: `POST /api/Seller/Login`), as `Authorization: Bearer <token>`.',
        },
      },
    },
    security: [{ [PUBLIC_KEY_SCHEME]: [] }],
  },
  transform: jsonSchemaTransform,
  transformObject: jsonSchemaTransformObject,
};

/** `GET /openapi.json`: the document, for people and generators; needs no public key. */
export const openApiRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  done();
};
