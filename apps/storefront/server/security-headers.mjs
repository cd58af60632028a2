// Security headers of every answer (helmet) and the Content-Security-Policy of the pages: a
// nonce per request for their scripts, which 'strict-dynamic' extends to the modules those load,
// so no inline script and no script of another origin runs; violations are reported to
// POST /csp-report, which logs them. Why each choice:
// - style-src-attr 'unsafe-inline': React renders `style` attributes (scroll reveal, code input)
//   and an attribute runs no script; stylesheets themselves come only from this origin;
// - img-src data: and blob: for small inline icons and local previews; /media is this origin;
// - connect-src 'self': the browser talks to the API through this origin's /api proxy; with
//   Firebase configured (FIREBASE_WEB_CONFIG) also the two hosts its messaging SDK calls, and
//   only then (FIREBASE_ORIGINS);
// - worker-src 'self': the service worker /firebase-messaging-sw.js;
// - static files run no inline script, so they get 'self' instead of a nonce (the service
//   worker's own policy is the one sent with its script: importScripts must work);
// - HSTS and upgrade-insecure-requests only when PUBLIC_URL is https (TLS ends in front of
//   this server, which itself speaks HTTP; a request header saying so could be forged).
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import { RouterContextProvider } from 'react-router';

export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting-Endpoints name that `report-to` refers to. */
const REPORT_GROUP = 'csp';
/** A browser's report is well under 2 KB; a batch of report-to reports a few of them. */
const REPORT_BODY_LIMIT = 16 * 1024;
/** At most this many reports of one request are logged, each on one line of bounded length. */
const MAX_REPORTS_LOGGED = 5;
const MAX_FIELD_LENGTH = 200;

/**
 * What the browser's Firebase messaging SDK calls (hard-coded in @firebase/installations and
 * @firebase/messaging): installations and their auth tokens, and the push registrations.
 */
export const FIREBASE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/** Features no page of the shop uses: denied to it and to anything it might embed. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

/**
 * Express middleware setting the headers on every answer. `isFile(path)` tells a static file
 * (no nonce needed) from a page or other dynamic answer; `firebase`: whether the pages may call
 * Firebase's messaging hosts (default: FIREBASE_WEB_CONFIG is set).
 */
export function securityHeaders({
  isFile,
  publicUrl = process.env.PUBLIC_URL,
  firebase = Boolean(process.env.FIREBASE_WEB_CONFIG?.trim()),
}) {
  const tls = Boolean(publicUrl) && new URL(publicUrl).protocol === 'https:';
  const scriptSrc = (_request, response) =>
    response.locals.cspNonce ? `'nonce-${response.locals.cspNonce}' 'strict-dynamic'` : "'self'";
  const withNonce = (request, response, next) => {
    if (!isFile(request.path)) response.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [scriptSrc],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(firebase ? FIREBASE_ORIGINS : [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: [REPORT_GROUP],
        ...(tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block pictures and push services for no gain here.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: tls ? { maxAge: 365 * 24 * 60 * 60 } : false,
    xFrameOptions: { action: 'deny' },
  });
  const others = (_request, response, next) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    response.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    next();
  };
  return [withNonce, headers, others];
}

/**
 * React Router's load context with the request's nonce under `build`'s key (an export of the
 * server entry), for the pages' scripts.
 */
export function loadContextWithNonce(build) {
  const key = build.entry.module.cspNonceContext;
  return (_request, response) => {
    const context = new RouterContextProvider();
    if (key && response.locals.cspNonce) context.set(key, response.locals.cspNonce);
    return context;
  };
}

/** `value` as one short printable token: no control characters, no quotes, bounded. */
function clean(value) {
  if (value === undefined || value === null || value === '') return '-';
  const text = String(value)
    .replace(/[\p{Cc}"\\]/gu, '?')
    .replace(/\s+/g, ' ');
  return text.length > MAX_FIELD_LENGTH ? `${text.slice(0, MAX_FIELD_LENGTH)}…` : text;
}

/**
 * A URL without its query and fragment (they may hold codes or tokens); keywords such as
 * "inline" or "eval" stay as they are.
 */
function withoutQuery(value) {
  if (typeof value !== 'string') return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`
      : url.protocol;
  } catch {
    return value.split(/[?#]/, 1)[0];
  }
}

/**
 * The log lines of a report body: the `report-uri` form (`{ "csp-report": {…} }`) or the
 * Reporting API's (`[{ type: "csp-violation", body: {…} }]`). Null when it is neither.
 */
export function cspReportLines(body) {
  let reports;
  if (Array.isArray(body))
    reports = body.filter((r) => r?.type === 'csp-violation' && r.body).map((r) => r.body);
  else if (body && typeof body === 'object' && body['csp-report']) reports = [body['csp-report']];
  else return null;
  return reports.slice(0, MAX_REPORTS_LOGGED).map((r) => {
    const field = (...names) => names.map((name) => r[name]).find((v) => v !== undefined);
    const parts = [
      `directive=${clean(field('effectiveDirective', 'effective-directive', 'violated-directive'))}`,
      `blocked=${clean(withoutQuery(field('blockedURL', 'blocked-uri')))}`,
      `document=${clean(withoutQuery(field('documentURL', 'document-uri')))}`,
      `source=${clean(withoutQuery(field('sourceFile', 'source-file')))}`,
      `line=${clean(field('lineNumber', 'line-number'))}`,
      `disposition=${clean(field('disposition'))}`,
    ];
    return `[storefront] CSP violation: ${parts.join(' ')}`;
  });
}

/**
 * POST /csp-report: logs the reports (bounded and sanitised lines) and answers 204; a body that
 * is no report answers 400, one over the limit 413 (read no further), neither logged. Plain
 * Node middleware: other requests go on to `next`.
 */
export function cspReportRoute(log = console.warn) {
  return (request, response, next) => {
    if (request.method !== 'POST' || request.url.split('?', 1)[0] !== CSP_REPORT_PATH)
      return next();
    let finished = false;
    const answer = (status) => {
      if (finished) return;
      finished = true;
      // A refused body is not read to its end: the connection closes after the answer.
      if (status === 413) response.setHeader('Connection', 'close');
      response.statusCode = status;
      response.end();
    };
    if (Number(request.headers['content-length']) > REPORT_BODY_LIMIT) return answer(413);
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > REPORT_BODY_LIMIT) answer(413);
      else chunks.push(chunk);
    });
    request.on('error', () => answer(400));
    request.on('end', () => {
      if (finished) return;
      let lines = null;
      try {
        lines = cspReportLines(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        // not JSON
      }
      if (!lines) return answer(400);
      for (const line of lines) log(line);
      answer(204);
    });
  };
}
