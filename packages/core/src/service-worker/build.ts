// After a shop front's `react-router build`: writes the offline pages and the service worker at
// <clientDir>/firebase-messaging-sw.js. The worker is sw.ts with Workbox bundled in, built with
// this package (dist/service-worker.global.js: one classic script, nothing loaded from
// elsewhere); this puts the shop's settings in front of it, then Workbox's injectManifest puts
// the precache manifest of the shop front's build (hashed assets, offline pages, icon) into it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_COOKIE } from '#customer/customer-slice.ts';
import { locales, type Locale } from '#i18n/config.ts';
import { createI18n } from '#i18n/resources.ts';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM } from '#locale/locale-slice.ts';
import { SERVICE_WORKER_PATH } from '#push/state.ts';
import {
  OFFLINE_STYLESHEET,
  offlinePage,
  offlinePagePath,
  offlineStylesheet,
} from '#service-worker/offline-page.ts';

export interface ServiceWorkerOptions {
  /** The shop front's built client folder (React Router's `build/client`). */
  clientDir: string;
  /**
   * Paths of the pages that are the same for every shopper (catalogue and information pages):
   * the only pages the worker caches, for signed-out shoppers only.
   */
  publicPages: RegExp;
  /** The start of the worker's cache names, one per shop front on an origin. Default `shop`. */
  cachePrefix?: string;
  /** A notification's title when the message has none, per language. Default: the brand's name. */
  brand?: Record<Locale, string>;
  /** The offline page's button and link colour (a CSS colour; white text on it). */
  accentColor?: string;
  /** What to precache, globs in `clientDir`. Default: the hashed assets, offline pages, icon. */
  globPatterns?: string[];
  /** The worker script to complete (default: the one built with this package). */
  workerScript?: string;
}

export interface ServiceWorkerBuild {
  /** How many files the worker precaches, and their size in bytes. */
  count: number;
  size: number;
  warnings: string[];
}

const builtWorker = fileURLToPath(new URL('./service-worker.global.js', import.meta.url));

/** Writes the offline pages and the worker, `<clientDir>/firebase-messaging-sw.js`. */
export async function buildServiceWorker(
  options: ServiceWorkerOptions,
): Promise<ServiceWorkerBuild> {
  const { clientDir } = options;
  // workbox-build is an optional peer dependency: only a build that makes a worker needs it.
  const { injectManifest } = await import('workbox-build');
  const brand =
    options.brand ??
    (Object.fromEntries(
      locales.map((lang) => [lang, createI18n(lang).t('common:brand.name')]),
    ) as Record<Locale, string>);
  await mkdir(path.join(clientDir, 'offline'), { recursive: true });
  await writeFile(path.join(clientDir, OFFLINE_STYLESHEET), offlineStylesheet(options.accentColor));
  for (const lang of locales) {
    await writeFile(path.join(clientDir, offlinePagePath(lang)), offlinePage(lang, brand[lang]));
  }
  const config = {
    cachePrefix: options.cachePrefix ?? 'shop',
    publicPages: options.publicPages.source,
    tokenCookie: TOKEN_COOKIE,
    localeCookie: LOCALE_COOKIE,
    localeQuery: LOCALE_QUERY_PARAM,
    brand,
    offlinePages: Object.fromEntries(locales.map((lang) => [lang, offlinePagePath(lang)])),
  };
  const worker = await readFile(options.workerScript ?? builtWorker, 'utf8');
  const work = await mkdtemp(path.join(tmpdir(), 'shop-sw-'));
  try {
    const swSrc = path.join(work, 'sw.js');
    await writeFile(swSrc, `self.__SHOP_SW_CONFIG__=${JSON.stringify(config)};\n${worker}`);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(clientDir, SERVICE_WORKER_PATH),
      globDirectory: clientDir,
      globPatterns: options.globPatterns ?? ['assets/**/*.{js,css}', 'offline/*', 'icon.svg'],
      // Hashed names: the URL is the revision.
      dontCacheBustURLsMatching: /^assets\//,
    });
    return { count, size, warnings };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
