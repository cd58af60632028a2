import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { PUBLIC_KEY_HEADER } from '@shop/core/schemas';
import type { FastifyPluginCallback } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };

/** Security scheme name of the storefront's public key in the OpenAPI document. */
export const PUBLIC_KEY_SCHEME = 'publicKey';

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
