import { apiReferenceOf } from '@shop/core/developer';

const id = { type: 'integer', exclusiveMinimum: 0 };
const errors = {
  description: 'Refused',
  content: {
    'application/json': {
      schema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            field: { type: 'string' },
          },
        },
      },
    },
  },
};

/** A reference of three calls, as the store API's document gives them. */
export const storyReference = apiReferenceOf({
  openapi: '3.1.0',
  info: { title: 'Souq store API', version: '0.1.0' },
  components: {
    securitySchemes: {
      publicKey: { type: 'apiKey', in: 'header', name: 'X-Public-Key' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    },
  },
  security: [{ publicKey: [] }],
  paths: {
    '/api/Product/{slug}': {
      get: {
        summary: 'One product with images, options and up to 8 related products',
        tags: ['Catalog'],
        parameters: [
          { in: 'path', name: 'slug', required: true, schema: { type: 'string', maxLength: 200 } },
        ],
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'nameEn', 'price'],
                  properties: {
                    id,
                    nameEn: { type: 'string' },
                    price: { type: 'integer', minimum: 0 },
                    stockState: { type: 'string', enum: ['available', 'out_of_stock', 'sold_out'] },
                  },
                },
              },
            },
          },
          '404': errors,
        },
      },
    },
    '/api/Cart/Line': {
      post: {
        summary: 'Add units of a product',
        tags: ['Cart'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['productId'],
                properties: {
                  productId: id,
                  quantity: { type: 'integer', minimum: 1, maximum: 9999, default: 1 },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'The basket' }, '409': errors },
      },
    },
    '/api/Order': {
      get: {
        summary: "The signed-in customer's orders, newest first",
        tags: ['Order'],
        security: [{ publicKey: [], bearerToken: [] }],
        parameters: [
          { in: 'query', name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: { '200': { description: 'A page of orders' }, '401': errors },
      },
    },
  },
});
