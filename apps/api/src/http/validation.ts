import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * fastify-type-provider-zod's validator, except that a missing body reaches the body schema as
 * `undefined`, not the `null` Fastify substitutes for it: an empty body (see json-body.ts) then
 * satisfies `body: schema.optional()` as it reads.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    // Before the schema: no text of any part of any request may carry a control character.
    const path = controlCharacterPath(data);
    if (path !== undefined) {
      return { error: [{ instancePath: path, message: CONTROL_CHARACTER_MESSAGE }] as never };
    }
    return validate(route.httpPart === 'body' ? (data ?? undefined) : data);
  };
};

/**
 * C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * (a 500 before this check), and none of them belongs in a name, an address or a password.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

/**
 * The JSON-pointer path (`/address/street`) of the first string in `data`, or in its keys, that
 * holds a control character; undefined when none does. Iterative, so a deeply nested body
 * cannot exhaust the stack.
 */
export function controlCharacterPath(data: unknown): string | undefined {
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        if (CONTROL_CHARACTER.test(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}
