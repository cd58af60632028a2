// The store API's OpenAPI document turned into what a reference page shows: operations grouped
// by tag, each with its parameters, request body and answers as flat rows of fields. Plain data
// (no React), so any shop front can render it its own way, on the server.

/** One field of a schema, flattened: `items[].price`. */
export interface ReferenceField {
  /** Dotted path; `[]` marks an array's items. */
  name: string;
  /** `string`, `integer`, `object`, `array of integer`, `"a" | "b"`, … */
  type: string;
  required: boolean;
  /** Limits and formats in the schema's own words: `≤ 200 characters`, `pattern ^[A-Z]{3}$`. */
  constraints: string[];
  description?: string;
}

export interface ReferenceParameter extends ReferenceField {
  /** Where it goes: `path`, `query` or `header`. */
  in: string;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  /** The body's fields; none for a refusal (4xx, 5xx), whose body is always the errors array. */
  fields: ReferenceField[];
}

export interface ReferenceOperation {
  /** A stable anchor: `get-api-product-slug`. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  /** Whether the call needs the storefront's public key header. */
  publicKey: boolean;
  /** Whether the call needs a signed-in customer's bearer token. */
  customerToken: boolean;
  parameters: ReferenceParameter[];
  body?: { contentType: string; fields: ReferenceField[] };
  responses: ReferenceResponse[];
}

export interface ReferenceSection {
  /** A stable anchor: `catalog`. */
  id: string;
  tag: string;
  operations: ReferenceOperation[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  /** The public key header's name, as the document's security scheme gives it. */
  publicKeyHeader?: string;
  sections: ReferenceSection[];
  /** Number of operations listed. */
  operationCount: number;
}

export interface ApiReferenceOptions {
  /** Tags left out (the staff back office's calls, for example). */
  excludeTags?: readonly string[];
  /** Deepest nesting of fields listed; deeper objects show as `object`. Default 4. */
  maxDepth?: number;
}

type Json = Record<string, unknown>;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Follows `$ref` into `#/components/schemas/…` (once per step). */
function resolve(document: Json, schema: unknown): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return isObject(target) ? target : {};
}

/** The non-null alternatives of a schema (`anyOf: [X, null]` is X, not required). */
function variants(document: Json, schema: Json): { options: Json[]; nullable: boolean } {
  const list = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(list)) return { options: [schema], nullable: schema.type === 'null' };
  const resolved = list.map((item) => resolve(document, item));
  const options = resolved.filter((item) => item.type !== 'null');
  return { options, nullable: options.length < resolved.length };
}

function typeOf(document: Json, schema: Json): string {
  const { options, nullable } = variants(document, schema);
  const names = options.map((option) => {
    if (Array.isArray(option.enum))
      return option.enum.map((value) => JSON.stringify(value)).join(' | ');
    if (option.const !== undefined) return JSON.stringify(option.const);
    if (option.type === 'array')
      return `array of ${typeOf(document, resolve(document, option.items))}`;
    if (Array.isArray(option.type)) return option.type.join(' | ');
    if (typeof option.type === 'string') return option.type;
    if (isObject(option.properties)) return 'object';
    return 'any';
  });
  const unique = [...new Set(names)];
  if (nullable) unique.push('null');
  return unique.join(' | ') || 'any';
}

function constraintsOf(schema: Json): string[] {
  const out: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, minItems, maxItems } = schema;
  if (typeof minLength === 'number' && minLength > 0) out.push(`≥ ${minLength} characters`);
  if (typeof maxLength === 'number') out.push(`≤ ${maxLength} characters`);
  if (typeof exclusiveMinimum === 'number') out.push(`> ${exclusiveMinimum}`);
  if (typeof minimum === 'number') out.push(`≥ ${minimum}`);
  // The JavaScript safe-integer bound zod adds to every integer says nothing to a reader.
  if (typeof maximum === 'number' && maximum !== Number.MAX_SAFE_INTEGER) out.push(`≤ ${maximum}`);
  if (typeof minItems === 'number' && minItems > 0) out.push(`≥ ${minItems} items`);
  if (typeof maxItems === 'number') out.push(`≤ ${maxItems} items`);
  if (typeof schema.format === 'string') out.push(`format ${schema.format}`);
  // Every text field refuses control characters (`^\P{Cc}+$`): said once on the page instead.
  if (typeof schema.pattern === 'string' && schema.pattern !== '^\\P{Cc}+$') {
    out.push(`pattern ${schema.pattern}`);
  }
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The fields of a schema, flattened to rows (an object's properties, an array's items). */
export function fieldsOf(
  document: Json,
  schema: unknown,
  maxDepth = 4,
  prefix = '',
  depth = 0,
): ReferenceField[] {
  const resolved = resolve(document, schema);
  const { options } = variants(document, resolved);
  const rows: ReferenceField[] = [];
  for (const option of options) {
    if (option.type === 'array' && prefix === '') {
      rows.push(...fieldsOf(document, option.items, maxDepth, '[]', depth + 1));
      continue;
    }
    if (!isObject(option.properties) || depth >= maxDepth) continue;
    const required = new Set(Array.isArray(option.required) ? (option.required as string[]) : []);
    for (const [key, value] of Object.entries(option.properties)) {
      const property = resolve(document, value);
      const name = prefix === '' ? key : `${prefix}.${key}`;
      const { options: inner, nullable } = variants(document, property);
      rows.push({
        name,
        type: typeOf(document, property),
        required: required.has(key) && !nullable,
        constraints: inner.flatMap(constraintsOf),
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
      });
      for (const each of inner) {
        if (each.type === 'array') {
          rows.push(...fieldsOf(document, each.items, maxDepth, `${name}[]`, depth + 1));
        } else if (isObject(each.properties)) {
          rows.push(...fieldsOf(document, each, maxDepth, name, depth + 1));
        }
      }
    }
  }
  // An object reached through several alternatives lists a field once.
  return rows.filter((row, index) => rows.findIndex((other) => other.name === row.name) === index);
}

/** A 4xx or 5xx answer. */
const isRefusal = (status: string) => /^[45]/.test(status);

function securitySchemesOf(document: Json): Json {
  const components = isObject(document.components) ? document.components : {};
  return isObject(components.securitySchemes) ? components.securitySchemes : {};
}

function securityOf(document: Json, operation: Json) {
  const requirements = (operation.security ?? document.security ?? []) as Json[];
  const schemes = securitySchemesOf(document);
  let publicKey = false;
  let customerToken = false;
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (!isObject(scheme)) continue;
      if (scheme.type === 'apiKey') publicKey = true;
      if (scheme.type === 'http' && scheme.scheme === 'bearer') customerToken = true;
    }
  }
  return { publicKey, customerToken };
}

/**
 * The reference of an OpenAPI 3 document: every operation under `/api/` (the store's calls),
 * grouped by its first tag in the document's order, without the `excludeTags`.
 *
 * @example
 * const reference = apiReferenceOf(await (await fetch(`${apiOrigin}/openapi.json`)).json(), { excludeTags: ['Staff'] });
 */
export function apiReferenceOf(document: unknown, options: ApiReferenceOptions = {}): ApiReference {
  const doc = isObject(document) ? document : {};
  const info = isObject(doc.info) ? doc.info : {};
  const excluded = new Set(options.excludeTags ?? []);
  const sections = new Map<string, ReferenceSection>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  let operationCount = 0;
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/api/') || !isObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = (Array.isArray(operation.tags) ? String(operation.tags[0]) : '') || 'Other';
      if (excluded.has(tag)) continue;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .map((parameter) => resolve(doc, parameter))
        .map((parameter) => {
          const schema = resolve(doc, parameter.schema);
          return {
            name: String(parameter.name),
            in: String(parameter.in),
            type: typeOf(doc, schema),
            required: parameter.required === true,
            constraints: variants(doc, schema).options.flatMap(constraintsOf),
            ...(typeof parameter.description === 'string'
              ? { description: parameter.description }
              : {}),
          } satisfies ReferenceParameter;
        });
      const bodyContent = isObject(operation.requestBody)
        ? (resolve(doc, operation.requestBody).content as Json | undefined)
        : undefined;
      const [contentType, media] = Object.entries(bodyContent ?? {})[0] ?? [];
      const responses = Object.entries(
        isObject(operation.responses) ? operation.responses : {},
      ).map(([status, response]) => {
        const resolved = resolve(doc, response);
        const content = isObject(resolved.content) ? resolved.content : {};
        const json = content['application/json'];
        return {
          status,
          description: typeof resolved.description === 'string' ? resolved.description : '',
          // Every refusal has the same body (the errors array), said once on the page instead.
          fields:
            isObject(json) && !isRefusal(status)
              ? fieldsOf(doc, json.schema, options.maxDepth)
              : [],
        };
      });
      const section = sections.get(tag) ?? { id: slug(tag), tag, operations: [] };
      sections.set(tag, section);
      section.operations.push({
        id: slug(`${method} ${path}`),
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        ...(typeof operation.description === 'string'
          ? { description: operation.description }
          : {}),
        ...securityOf(doc, operation),
        parameters,
        ...(contentType && isObject(media)
          ? { body: { contentType, fields: fieldsOf(doc, media.schema, options.maxDepth) } }
          : {}),
        responses,
      });
      operationCount += 1;
    }
  }
  const keyScheme = Object.values(securitySchemesOf(doc)).find(
    (scheme): scheme is Json => isObject(scheme) && scheme.type === 'apiKey',
  );
  return {
    title: typeof info.title === 'string' ? info.title : '',
    version: typeof info.version === 'string' ? info.version : '',
    description: typeof info.description === 'string' ? info.description : '',
    ...(typeof keyScheme?.name === 'string' ? { publicKeyHeader: keyScheme.name } : {}),
    sections: [...sections.values()],
    operationCount,
  };
}
