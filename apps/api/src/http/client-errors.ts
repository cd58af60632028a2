import type { Duplex } from 'node:stream';
import type { ApiError } from '@shop/core/schemas';

/**
 * Fastify's `clientErrorHandler`: Node rejects a request before Fastify sees it (unparsable
 * HTTP, oversized headers, a client too slow to send them). Answers with the API's error array
 * instead of Fastify's default object body.
 */
export function writeClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body]: [number, string, ApiError] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          { code: 'payload_too_large', message: 'Request headers too large' },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { code: 'internal', message: 'Request timed out' }]
        : [400, 'Bad Request', { code: 'validation', message: 'Malformed HTTP request' }];
  const json = JSON.stringify([body]);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
