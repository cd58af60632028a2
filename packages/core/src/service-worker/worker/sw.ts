// A shop front's service worker (spec §7: /firebase-messaging-sw.js, scope "/"), bundled with
// Workbox into one classic script when @shop/core builds (dist/service-worker.global.js: nothing
// loaded from another origin); `buildServiceWorker` (@shop/core/service-worker-build) puts the
// shop's settings and the precache manifest of the shop front's build in front of and into it.
// It shows push messages in the shopper's language (Web Push from the API, or FCM's messages when
// Firebase is configured) and keeps the app usable offline, and it
// never stores anything personal:
// - the build's versioned files are precached, in a cache named after the build: a new build
//   gets new caches and the old ones are deleted when it activates;
// - pages are cached only when they are public (the shop front's allow-list of catalogue and
//   information pages) and the shopper is signed out, network first, for an hour; account,
//   checkout, order, favourites, compare and sign-in pages, /api and loader data (`.data`) are
//   never touched;
// - when a page cannot be loaded, the offline page in the shopper's language answers.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

type Lang = 'en' | 'ar';
/** What `buildServiceWorker` writes in front of this script (see ../build.ts). */
interface WorkerConfig {
  cachePrefix: string;
  /** The source of the public pages' RegExp, matched against a path. */
  publicPages: string;
  tokenCookie: string;
  localeCookie: string;
  localeQuery: string;
  brand: Record<Lang, string>;
  offlinePages: Record<Lang, string>;
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  __SHOP_SW_CONFIG__: WorkerConfig;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const config = self.__SHOP_SW_CONFIG__;
const prefix = config.cachePrefix;

const manifest = self.__WB_MANIFEST;
/** FNV-1a of the manifest: the build's id, which changes whenever a precached file does. */
function buildId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
const build = buildId(JSON.stringify(manifest));
// Before any other Workbox call: the precache is created with this name.
setCacheNameDetails({ prefix, precache: 'precache', runtime: 'runtime', suffix: build });
const pagesCache = `${prefix}-pages-${build}`;
const mediaCache = `${prefix}-media-${build}`;

precacheAndRoute(manifest);

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  // One cache set per build: everything else (an older build's caches) goes.
  const keep = new Set([`${prefix}-precache-${build}`, pagesCache, mediaCache]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))),
      ),
  );
});

/** Whether a shopper is signed in: the token cookie. Unknown (no Cookie Store API): yes. */
async function signedIn(): Promise<boolean> {
  if (!self.cookieStore) return true;
  return Boolean((await self.cookieStore.get(config.tokenCookie))?.value);
}

/** The shopper's language: `?lang=` of the page, the saved choice, the browser's language. */
async function shopperLanguage(url?: URL): Promise<Lang> {
  const isLang = (value: unknown): value is Lang => value === 'en' || value === 'ar';
  const fromUrl = url?.searchParams.get(config.localeQuery);
  if (isLang(fromUrl)) return fromUrl;
  const saved = (await self.cookieStore?.get(config.localeCookie))?.value;
  if (isLang(saved)) return saved;
  return self.navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Pages the same for every shopper, the only pages ever cached (the shop front's list). */
const publicPage = new RegExp(config.publicPages);

/** Stores only a plain 200 the server did not mark private or no-store. */
const publicAnswersOnly = {
  cacheWillUpdate: ({ response }: { response: Response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    return Promise.resolve(
      response.status === 200 &&
        response.type === 'basic' &&
        !response.redirected &&
        !/no-store|private/i.test(cacheControl)
        ? response
        : null,
    );
  },
};

const pages = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 3600 })],
});

async function offline(url: URL): Promise<Response> {
  return (await matchPrecache(config.offlinePages[await shopperLanguage(url)])) ?? Response.error();
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url, event }) => {
    try {
      if (publicPage.test(url.pathname) && !(await signedIn())) {
        return await pages.handle({ request, event });
      }
      return await fetch(request);
    } catch {
      return offline(url);
    }
  },
);

// Product, brand and offer pictures: public and immutable for a given address.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: mediaCache,
    plugins: [
      publicAnswersOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

/** A notification's target: a path on this site, never another origin. */
function sameOriginUrl(value: unknown): string {
  if (typeof value !== 'string') return '/';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

interface PushPayload {
  title?: string;
  titleEn?: string;
  body?: string;
  bodyEn?: string;
  url?: string;
}

/**
 * What a push carries, in the API's form. Web Push from the API is that form itself. A push that
 * Firebase Cloud Messaging delivers is FCM's JSON (`{ from, notification: { title, body, … },
 * data: { … }, fcmOptions?: { link }, fcmMessageId, … }`, as the Firebase SDK's own worker reads
 * it): the API puts its message, both languages, in `data.payload`; any other FCM message shows
 * its `notification` as it is. Parsed here, so the worker needs none of the Firebase SDK.
 */
function pushPayload(json: unknown): PushPayload {
  if (!json || typeof json !== 'object') return {};
  const message = json as PushPayload & {
    notification?: { title?: unknown; body?: unknown; click_action?: unknown };
    data?: { payload?: unknown };
    fcmOptions?: { link?: unknown };
  };
  if (typeof message.data?.payload === 'string') {
    try {
      return pushPayload(JSON.parse(message.data.payload));
    } catch {
      // Not ours: shown from `notification` below.
    }
  }
  if (message.notification && typeof message.notification === 'object') {
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const { title, body, click_action: clickAction } = message.notification;
    return {
      title: text(title),
      titleEn: text(title),
      body: text(body),
      bodyEn: text(body),
      url: text(message.fcmOptions?.link) ?? text(clickAction),
    };
  }
  return message;
}

// The API sends both languages (title/body in Arabic, titleEn/bodyEn in English); the shopper's
// current choice on this device picks one, so a language switch after subscribing is followed.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const lang = await shopperLanguage();
      let message: PushPayload;
      try {
        message = pushPayload(event.data?.json());
      } catch {
        message = { bodyEn: event.data?.text() ?? '', body: event.data?.text() ?? '' };
      }
      const title = (lang === 'ar' ? message.title : message.titleEn) || config.brand[lang];
      const body = (lang === 'ar' ? message.body : message.bodyEn) ?? '';
      await self.registration.showNotification(title, {
        body,
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        icon: '/icon.svg',
        data: { url: sameOriginUrl(message.url) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.openWindow(sameOriginUrl((event.notification.data as { url?: unknown })?.url)),
  );
});
