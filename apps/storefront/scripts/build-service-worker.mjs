// After `react-router build`: writes the offline pages and builds the service worker at
// build/client/firebase-messaging-sw.js: service-worker/sw.ts with Workbox bundled in (Vite,
// one classic script, nothing loaded from elsewhere), then Workbox's injectManifest puts the
// precache manifest of this build's files (hashed assets, offline pages, icon) into it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_COOKIE } from '@shop/core/customer-state';
import { createI18n, locales } from '@shop/core/i18n';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM } from '@shop/core/locale';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
// Node strips the types of this file (no other build step needed).
import {
  OFFLINE_STYLESHEET,
  offlinePage,
  offlinePagePath,
  offlineStylesheet,
} from '../service-worker/offline-page.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(appDir, 'build/client');

await mkdir(path.join(clientDir, 'offline'), { recursive: true });
await writeFile(path.join(clientDir, OFFLINE_STYLESHEET), offlineStylesheet);
for (const lang of locales) {
  await writeFile(path.join(clientDir, offlinePagePath(lang)), offlinePage(lang));
}

const config = {
  tokenCookie: TOKEN_COOKIE,
  localeCookie: LOCALE_COOKIE,
  localeQuery: LOCALE_QUERY_PARAM,
  brand: Object.fromEntries(locales.map((lang) => [lang, createI18n(lang).t('common:brand.name')])),
  offlinePages: Object.fromEntries(locales.map((lang) => [lang, offlinePagePath(lang)])),
};

const bundleDir = await mkdtemp(path.join(tmpdir(), 'storefront-sw-'));
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: {
      __SW_CONFIG__: JSON.stringify(config),
      // Workbox's development logging is left out of the production bundle.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: path.join(appDir, 'service-worker/sw.ts'),
        formats: ['iife'],
        name: 'souqServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, 'sw.js'),
    swDest: path.join(clientDir, 'firebase-messaging-sw.js'),
    globDirectory: clientDir,
    globPatterns: ['assets/**/*.{js,css}', 'offline/*', 'icon.svg'],
    // Hashed names: the URL is the revision.
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  console.log(`[service worker] precaches ${count} files (${Math.round(size / 1024)} kB)`);
} finally {
  await rm(bundleDir, { recursive: true, force: true });
}
