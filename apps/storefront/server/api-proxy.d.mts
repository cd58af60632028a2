// Types of api-proxy.mjs (plain JavaScript, as server.mjs loads it without a build).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (
  request: IncomingMessage & { path: string },
  response: ServerResponse,
  next: () => void,
) => void;

/** The streaming `/api` and `/media` proxy; settings are read from `env`. */
export function apiProxy(env?: Record<string, string | undefined>): Middleware;
