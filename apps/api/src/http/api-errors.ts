import type { ApiError, ApiErrorCode } from '@shop/core/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error a route throws to answer with a 4xx and the API's error array, e.g.
 * `throw new ApiHttpError(404, 'not_found', 'Brand 7 not found')`.
 */
export class ApiHttpError extends Error {
  readonly statusCode: number;
  readonly errors: ApiError[];
  /** Headers the answer carries (`Retry-After` of a 429 …). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    field?: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.statusCode = statusCode;
    this.errors = [field === undefined ? { code, message } : { code, message, field }];
    this.headers = headers;
  }
}

/** A 404 answer naming what was not found, e.g. "Brand 99 not found". */
export function notFound(what: string, key: string | number, field?: string): ApiHttpError {
  return new ApiHttpError(404, 'not_found', `${what} ${key} not found`, field);
}

/** What a failed request answers: a status and the body, always an array (DESIGN.md §7). */
export interface ApiErrorResponse {
  statusCode: number;
  errors: ApiError[];
}

const INTERNAL: ApiErrorResponse = {
  statusCode: 500,
  errors: [{ code: 'internal', message: 'Internal Server Error' }],
};

/** Code of a 4xx that Fastify or a plugin raised, by its status. */
const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  401: 'unknown_public_key',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Fastify names the query string `querystring`; callers know it as `query`. */
const partNames: Record<string, string> = { querystring: 'query' };

function validationField(part: string | undefined, instancePath: string): string {
  const base = partNames[part ?? ''] ?? part ?? 'request';
  const path = instancePath.split('/').filter((segment) => segment !== '');
  return [base, ...path].join('.');
}

/** Maps any error that reaches the error handler to the status and error array it answers. */
export function toApiErrorResponse(error: FastifyError): ApiErrorResponse {
  if (error instanceof ApiHttpError) return { statusCode: error.statusCode, errors: error.errors };

  // Schema validation (zod through fastify-type-provider-zod): one entry per issue.
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return {
      statusCode: 400,
      errors: error.validation.map((issue) => ({
        code: 'validation',
        message: issue.message ?? 'Invalid value',
        field: validationField(error.validationContext, issue.instancePath),
      })),
    };
  }

  // Fastify's own 4xx (malformed JSON, unsupported content type, body too large …) carry a
  // status and a message meant for the caller. Everything else, including a response that
  // fails its own schema, is our fault: a 500 that hides the details.
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return {
      statusCode: status,
      errors: [{ code: codeByStatus[status] ?? 'validation', message: error.message }],
    };
  }
  return INTERNAL;
}

/** The app's error handler: answers the error array and logs what the caller must not see. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const response = toApiErrorResponse(error);
  if (error instanceof ApiHttpError) void reply.headers(error.headers);
  // A deliberate 5xx (a shed request) is no failure of ours: no stack for it.
  if (response.statusCode >= 500 && !(error instanceof ApiHttpError)) {
    request.log.error({ err: error }, 'request failed');
  } else
    request.log.info(
      { statusCode: response.statusCode, errors: response.errors },
      'request rejected',
    );
  return reply.code(response.statusCode).send(response.errors);
}

/** Unknown routes answer 404 with the error array, naming the method and path. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0];
  return reply
    .code(404)
    .send([{ code: 'not_found', message: `Route ${request.method} ${path} not found` }]);
}
