import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, saneRequestId } from '@shop/core/schemas';
import type { onRequestHookHandler } from 'fastify';

/**
 * Fastify's `genReqId`: the caller's `x-request-id` (the storefront passes its own, so one
 * shopper's request carries one id through both logs) when it is sane, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  return saneRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Sends the request's id back, so a caller can quote it when something went wrong. */
export const echoRequestId: onRequestHookHandler = (request, reply, done) => {
  void reply.header(REQUEST_ID_HEADER, request.id);
  done();
};
