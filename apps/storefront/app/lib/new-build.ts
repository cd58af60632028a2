// How a deployment reaches an open tab (spec F.01, F.03, R9.01, R9.03; the README tells it).
// - The tab asks the server which build it runs (`/__version`, answered by server.mjs) every
//   VERSION_POLL_MS while visible and when it becomes visible again; a build other than the
//   page's own is offered as a reload (NewVersionNotice), and the next navigation loads it as
//   a new document.
// - Before a client navigation, the code of the pages it shows is loaded here first. React
//   Router would otherwise reload the page the shopper is on, unguarded, when that fails (old
//   files are gone after a deploy); here the page asked for is loaded as a document instead, at
//   most once in RELOAD_GUARD_MS, and after that the navigation shows the error page.
import { matchRoutes, type ClientInstrumentation, type RouteObject } from 'react-router';
import { claimReload } from '~/lib/reload-guard';

/** How often an open, visible tab asks for the server's build (the spec leaves it to us). */
export const VERSION_POLL_MS = 5 * 60_000;
/** Answers `{ "version": "<the server build's version>" }`, never cached (server.mjs). */
export const VERSION_PATH = '/__version';

// React Router's framework globals: the manifest (with the build's version and each route's
// module), the route modules loaded so far, and the router.
declare global {
  interface Window {
    __reactRouterManifest?: {
      version: string;
      routes: Record<string, { module: string } | undefined>;
    };
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterDataRouter?: { routes: RouteObject[]; basename?: string };
  }
}

let newVersion: string | null = null;
/** Set once a page's code failed to load: the next navigation starts a fresh document. */
let loadFailed = false;
const listeners = new Set<() => void>();

/** The build the server runs when it is not the page's own (else null). */
export const getNewVersion = () => newVersion;

export function subscribeToNewVersion(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** Asks the server for its build; a different one than the page's is kept and announced. */
export async function checkForNewVersion(): Promise<void> {
  const own = window.__reactRouterManifest?.version;
  if (!own || newVersion) return;
  try {
    const response = await fetch(VERSION_PATH, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { version?: unknown };
    if (typeof body.version === 'string' && body.version && body.version !== own) {
      newVersion = body.version;
      listeners.forEach((notify) => notify());
    }
  } catch {
    // Offline, or a server without the endpoint (`react-router dev`): ask again later.
  }
}

/** Never settles: the page is being replaced by a new document. */
const leaving = () => new Promise<never>(() => {});

/** The URL a GET navigation leads to; a GET form's fields replace the search, as React Router does. */
function urlOf(to: string, formData: FormData | undefined): URL {
  const url = new URL(to, window.location.href);
  if (formData) {
    const search = new URLSearchParams();
    for (const [name, value] of formData) if (typeof value === 'string') search.append(name, value);
    url.search = search.toString();
  }
  return url;
}

/**
 * Loads the route modules `pathname` needs that are not loaded yet, into React Router's own
 * cache (so it does not load them again); answers the ids of those that failed.
 */
async function loadRouteModules(pathname: string): Promise<string[]> {
  const router = window.__reactRouterDataRouter;
  const manifest = window.__reactRouterManifest;
  const modules = window.__reactRouterRouteModules;
  if (!router || !manifest || !modules) return [];
  const matches = matchRoutes(router.routes, pathname, router.basename) ?? [];
  const failed = await Promise.all(
    matches.map(async ({ route }) => {
      const id = route.id;
      const module = id ? manifest.routes[id]?.module : undefined;
      if (!id || !module || id in modules) return undefined;
      try {
        modules[id] = await import(/* @vite-ignore */ module);
        return undefined;
      } catch {
        return id;
      }
    }),
  );
  return failed.filter((id) => id !== undefined);
}

/** The code of a page failed to load twice in a row: rendering it throws, for the error page. */
function failingRouteModule(): unknown {
  return {
    default: function RouteCodeMissing(): never {
      throw new Error('The code of this page could not be loaded');
    },
  };
}

/** For `<HydratedRouter instrumentations>`: runs before each client navigation starts. */
export const newBuildInstrumentation: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, formMethod, formData }) {
        // History steps (-1) and non-GET submissions (an action must not be sent twice) go on.
        const isGet = !formMethod || formMethod.toLowerCase() === 'get';
        if (typeof to === 'number' || !isGet) return void (await navigate());
        const url = urlOf(to, formData);
        if (url.origin !== window.location.origin) return void (await navigate());
        if (newVersion || loadFailed) {
          window.location.assign(url.href);
          return leaving();
        }
        const failed = await loadRouteModules(url.pathname);
        if (failed.length > 0) {
          let storage: Storage | undefined;
          try {
            storage = window.sessionStorage;
          } catch {
            storage = undefined;
          }
          if (claimReload(storage, Date.now())) {
            window.location.assign(url.href);
            return leaving();
          }
          // Reloaded moments ago and still missing: no loop, the error page.
          const modules = window.__reactRouterRouteModules ?? {};
          for (const id of failed) modules[id] = failingRouteModule();
          loadFailed = true;
        }
        await navigate();
      },
    });
  },
};
