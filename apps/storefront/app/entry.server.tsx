// React Router's default Node entry (renderToPipeableStream; bots get the whole document at
// once), with one change: the `<link rel="modulepreload">` tags of the head are added by a
// small script once the page has painted, instead of being in the head.
//
// Why: <Scripts /> asks for a modulepreload of every script the page will run, and React puts
// them in <head>. A browser then fetches ~25 scripts at high priority while it still needs the
// stylesheet and the document to paint. Measured on a phone profile (4× slower CPU, slow 4G:
// 150 ms, 1.6 Mbit/s), home in Arabic:
// - in the head, as React Router renders them: first paint 1.0 s, hydrated 1.85 s; Lighthouse
//   FCP 2.6 s;
// - left out: first paint 0.75 s, but hydrated 2.8 s (the imports are found in rounds);
// - in the head at fetchpriority=low: first paint 0.8 s, hydrated 1.9 s, but Lighthouse
//   scores varied from 89 to 100 between runs (the requests race the first paint);
// - added after the first frame: the scripts start right after the page has painted.
// They are added a few at a time, one task each: adding a modulepreload link costs a phone a
// few milliseconds, and the ~60 of the checkout at once were one task of 150 ms, blocking input.
import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { requestIdOf } from '~/config.server';
import { CspNonce, cspNonceContext } from '~/lib/csp-nonce';

// server.mjs puts the Content-Security-Policy nonce in the load context under this key.
export { cspNonceContext };

export const streamTimeout = 5_000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const BODY_END = '</body>';

/** How many modulepreload links {@link preloadAfterPaint} adds in one task. */
export const PRELOADS_PER_TASK = 8;

/**
 * An inline script adding modulepreload links for `hrefs` after the next frame, in tasks of
 * {@link PRELOADS_PER_TASK}. Under the page's Content-Security-Policy the script and its links
 * carry the response's nonce (a preload is checked against script-src, and 'strict-dynamic'
 * trusts no link by itself).
 */
export function preloadAfterPaint(hrefs: readonly string[], nonce?: string): string {
  // JSON with "<" escaped cannot end the script element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const attribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const size = PRELOADS_PER_TASK;
  return (
    `<script${attribute}>(function(){var n=document.currentScript&&document.currentScript.nonce,a=${list};` +
    `function add(i){a.slice(i,i+${size}).forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=h;if(n)l.nonce=n;document.head.appendChild(l)});` +
    `if(i+${size}<a.length)setTimeout(function(){add(i+${size})})}` +
    `requestAnimationFrame(function(){setTimeout(function(){add(0)})})})()</script>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Passes the document through with the head's modulepreload links taken out and added again,
 * by {@link preloadAfterPaint}, just before `</body>`.
 */
export function withModulePreloadsAfterPaint(nonce?: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let hrefs: string[] | undefined;
  let placed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (placed) return callback(null, chunk);
      pending += decoder.write(chunk);
      if (!hrefs) {
        const headEnd = pending.indexOf('</head>');
        if (headEnd === -1) return callback();
        const found: string[] = [];
        const head = pending.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
          found.push(href);
          return '';
        });
        hrefs = found;
        pending = head + pending.slice(headEnd);
      }
      const bodyEnd = pending.indexOf(BODY_END);
      if (bodyEnd !== -1) {
        placed = true;
        const script = hrefs.length > 0 ? preloadAfterPaint(hrefs, nonce) : '';
        return callback(null, pending.slice(0, bodyEnd) + script + pending.slice(bodyEnd));
      }
      // Keep the last few characters: `</body>` may straddle two chunks.
      const out = pending.slice(0, Math.max(0, pending.length - (BODY_END.length - 1)));
      pending = pending.slice(out.length);
      callback(null, out);
    },
    flush(callback) {
      if (placed) return callback();
      const rest = pending + decoder.end();
      if (!hrefs) return callback(null, rest);
      callback(null, rest + (hrefs.length > 0 ? preloadAfterPaint(hrefs, nonce) : ''));
    },
  });
}

/** How a request is named in the log: its id (the API's log lines carry the same), method and path. */
function logPrefix(request: Request): string {
  return `[storefront] ${requestIdOf(request)} ${request.method} ${new URL(request.url).pathname}:`;
}

/** Errors of loaders, actions and rendering, logged with the request's id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A shopper who went away is no error of ours.
  if (!request.signal.aborted) console.error(logPrefix(request), error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA-mode renders wait for all content before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Every script of the page carries it: React's, React Router's and the root's inline ones.
    const nonce = loadContext.get(cspNonceContext) || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const filter = withModulePreloadsAfterPaint(nonce);
          filter.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(filter);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell are logged by React Router (handleDocumentRequest).
          if (shellRendered) console.error(logPrefix(request), error);
        },
      },
    );
  });
}

export { handleDataRequest } from '~/lib/prefetch-cache.server';
