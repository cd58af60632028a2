import { describe, expect, it } from 'vitest';
import { apiReferenceOf } from '#developer/api-reference.ts';

const money = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
const document = {
  openapi: '3.1.0',
  info: { title: 'Souq store API', version: '1.2.3', description: 'The store.' },
  components: {
    securitySchemes: {
      publicKey: { type: 'apiKey', in: 'header', name: 'X-Public-Key' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    },
    schemas: { Money: money },
  },
  security: [{ publicKey: [] }],
  paths: {
    '/health': { get: { summary: 'Health', tags: ['Health'], responses: {} } },
    '/api/Product/{slug}': {
      get: {
        summary: 'One product',
        tags: ['Catalog'],
        parameters: [
          {
            in: 'path',
            name: 'slug',
            required: true,
            schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^\\P{Cc}+$' },
          },
        ],
        responses: {
          '200': {
            description: 'The product',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'price', 'compareAtPrice', 'images'],
                  properties: {
                    id: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
                    price: { $ref: '#/components/schemas/Money' },
                    compareAtPrice: { anyOf: [money, { type: 'null' }] },
                    stockState: { type: 'string', enum: ['available', 'sold_out'] },
                    images: {
                      type: 'array',
                      maxItems: 10,
                      items: {
                        type: 'object',
                        required: ['url'],
                        properties: { url: { type: 'string', format: 'uri' } },
                      },
                    },
                  },
                },
              },
            },
          },
          '404': {
            description: 'Not found',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: { type: 'object', properties: { code: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
    '/api/Order': {
      post: {
        summary: 'Place',
        tags: ['Checkout'],
        security: [{ publicKey: [], bearerToken: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['lines'],
                properties: {
                  lines: { type: 'array', items: { type: 'integer' } },
                  note: { type: 'string', maxLength: 500, default: '' },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Placed' } },
      },
    },
    '/api/Staff/Order': {
      get: { summary: 'Orders', tags: ['Staff'], responses: { '200': { description: 'ok' } } },
    },
  },
};

describe('apiReferenceOf', () => {
  it('lists the /api calls by tag, without the excluded tags', () => {
    const reference = apiReferenceOf(document, { excludeTags: ['Staff'] });

    expect(reference).toMatchObject({
      title: 'Souq store API',
      version: '1.2.3',
      publicKeyHeader: 'X-Public-Key',
      operationCount: 2,
    });
    expect(reference.sections.map((section) => [section.id, section.operations.length])).toEqual([
      ['catalog', 1],
      ['checkout', 1],
    ]);
    expect(reference.sections[1]?.operations[0]).toMatchObject({
      id: 'post-api-order',
      method: 'POST',
      publicKey: true,
      customerToken: true,
    });
    expect(reference.sections[0]?.operations[0]).toMatchObject({
      id: 'get-api-product-slug',
      publicKey: true,
      customerToken: false,
    });
  });

  it('flattens parameters, bodies and answers into fields with their limits', () => {
    const [catalog, checkout] = apiReferenceOf(document).sections;
    const product = catalog!.operations[0]!;

    expect(product.parameters).toEqual([
      {
        name: 'slug',
        in: 'path',
        type: 'string',
        required: true,
        // The control-character pattern every text has is said once on the page, not per field.
        constraints: ['≥ 1 characters', '≤ 200 characters'],
      },
    ]);
    expect(product.responses.map((response) => response.status)).toEqual(['200', '404']);
    // A refusal's body is always the errors array: not repeated for every call.
    expect(product.responses[1]).toEqual({ status: '404', description: 'Not found', fields: [] });
    expect(product.responses[0]!.fields).toEqual([
      { name: 'id', type: 'integer', required: true, constraints: ['> 0'] },
      { name: 'price', type: 'integer', required: true, constraints: ['≥ 0'] },
      { name: 'compareAtPrice', type: 'integer | null', required: false, constraints: ['≥ 0'] },
      { name: 'stockState', type: '"available" | "sold_out"', required: false, constraints: [] },
      { name: 'images', type: 'array of object', required: true, constraints: ['≤ 10 items'] },
      { name: 'images[].url', type: 'string', required: true, constraints: ['format uri'] },
    ]);
    expect(checkout!.operations[0]!.body).toEqual({
      contentType: 'application/json',
      fields: [
        { name: 'lines', type: 'array of integer', required: true, constraints: [] },
        {
          name: 'note',
          type: 'string',
          required: false,
          constraints: ['≤ 500 characters', 'default ""'],
        },
      ],
    });
  });

  it('gives an empty reference for something that is no OpenAPI document', () => {
    expect(apiReferenceOf('nonsense')).toMatchObject({ sections: [], operationCount: 0 });
  });
});
