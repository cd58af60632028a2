// Types of security-headers.mjs (plain JavaScript, as server.mjs loads it without a build).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouterContextProvider, ServerBuild } from 'react-router';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export const CSP_REPORT_PATH: '/csp-report';
export const FIREBASE_ORIGINS: string[];
export function securityHeaders(options: {
  isFile: (urlPath: string) => boolean;
  publicUrl?: string;
  firebase?: boolean;
}): Middleware[];
export function loadContextWithNonce(
  build: ServerBuild,
): (
  request: IncomingMessage,
  response: ServerResponse & { locals: Record<string, unknown> },
) => RouterContextProvider;
export function cspReportLines(body: unknown): string[] | null;
export function cspReportRoute(log?: (line: string) => void): Middleware;
