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
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data ?? undefined);
};
