// After `react-router build`: the quick shop front's service worker and offline pages
// (@shop/core/service-worker-build), served at /firebase-messaging-sw.js.
import path from 'node:path';
import { buildServiceWorker } from '@shop/core/service-worker-build';

const { count, size } = await buildServiceWorker({
  clientDir: path.resolve(import.meta.dirname, '../build/client'),
  cachePrefix: 'quick',
  // The pages the same for every shopper at one delivery place: home, lists, search, products.
  publicPages: /^\/(?:$|category\/|product\/|search$)/,
  // The brand is chosen when the server starts (QUICK_BRAND_ID): the offline page and a push
  // without a title use the manifest's own fallback name.
  brand: { en: 'Quick', ar: 'Quick' },
  accentColor: '#5b21b6',
  globPatterns: ['assets/**/*.{js,css}', 'offline/*', 'logo.svg'],
});
console.log(`[service worker] precaches ${count} files (${Math.round(size / 1024)} kB)`);
