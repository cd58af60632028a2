import fc from 'fast-check';

/** The part of a JSON Schema (as the OpenAPI document has it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One request the fuzzer sends. */
export interface FuzzRequest {
  method: string;
  url: string;
  /** A JSON value to send, or raw text (malformed JSON), or nothing. */
  body?: { json: unknown } | { raw: string };
}

/** Text an attacker would try: control characters (NUL), scripts, SQL, path tricks, huge. */
export const NASTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '\uD800',
  '𝕏'.repeat(300),
  'x'.repeat(10_000),
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  '',
  ' ',
];
const nasty = fc.constantFrom(...NASTY_TEXTS);

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nasty,
  fc.integer(),
  fc.double(),
  fc.constant(null),
);

/** Values for a schema: mostly valid, often near its bounds, sometimes anything at all. */
export function valueOf(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return valueOf(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((variant) => valueOf(variant, doc, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], doc, depth + 1);
  if (schema.const !== undefined)
    return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, anyJson);
  if (schema.enum)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, anyJson);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const valid: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? -1_000;
        const max = schema.maximum ?? 3_000_000_000;
        return fc.oneof(
          fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 5_000) }),
          fc.constantFrom(min, max, min - 1, max + 1, 2_147_483_648, 0, -1),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueOf(schema.items, doc, depth + 1), { maxLength: 4 });
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const required = new Set(schema.required ?? []);
        return fc.record(
          Object.fromEntries(
            properties.map(([key, value]) => [key, valueOf(value, doc, depth + 1)]),
          ),
          { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
        );
      }
      default: {
        const strings = fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 60),
        });
        if (schema.format === 'email') return fc.oneof(fc.emailAddress(), strings);
        return fc.oneof(strings, fc.string({ unit: 'binary', maxLength: 20 }));
      }
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

/** Lone surrogates cannot travel in a URL: the browser would send U+FFFD instead. */
function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Text of a path or query value: the schema's value as a string, or a nasty one. */
function textOf(schema: JsonSchema | undefined, doc: OpenApiDocument): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: valueOf(schema, doc).map((value) =>
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ),
    },
    { weight: 1, arbitrary: nasty },
  );
}

/**
 * Requests to every operation of the document under `prefix` (not `exclude`d): path and query
 * parameters and JSON bodies made from their schemas, sometimes broken on purpose.
 */
export function requestsOf(
  doc: OpenApiDocument,
  { prefix, exclude = [] }: { prefix: string; exclude?: string[] },
): fc.Arbitrary<FuzzRequest> {
  const operations: fc.Arbitrary<FuzzRequest>[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (exclude.includes(`${method.toUpperCase()} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push(
        fc
          .record({
            path: fc.record(
              Object.fromEntries(
                pathParams.map((parameter) => [parameter.name, textOf(parameter.schema, doc)]),
              ),
            ),
            query: fc.record(
              Object.fromEntries(
                queryParams.map((parameter) => [parameter.name, textOf(parameter.schema, doc)]),
              ),
              {
                requiredKeys: queryParams
                  .filter((parameter) => parameter.required)
                  .map((parameter) => parameter.name),
              },
            ),
            body: bodySchema
              ? fc.oneof(
                  { weight: 8, arbitrary: valueOf(bodySchema, doc).map((json) => ({ json })) },
                  {
                    weight: 1,
                    arbitrary: fc.string({ maxLength: 30 }).map((raw) => ({ raw: `{${raw}` })),
                  },
                )
              : fc.constant(undefined),
          })
          .map(({ path: values, query, body }) => {
            const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
              encodeURIComponent(wellFormed(String(values[name] ?? '1'))),
            );
            const search = new URLSearchParams(query as Record<string, string>).toString();
            return {
              method: method.toUpperCase(),
              url: search ? `${filled}?${search}` : filled,
              ...(body ? { body } : {}),
            };
          }),
      );
    }
  }
  return fc.oneof(...operations);
}
