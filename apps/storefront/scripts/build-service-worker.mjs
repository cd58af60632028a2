// After `react-router build`: the storefront's service worker and offline pages, made by
// @shop/core/service-worker-build in build/client (served at /firebase-messaging-sw.js).
import path from 'node:path';
import { buildServiceWorker } from '@shop/core/service-worker-build';

const { count, size, warnings } = await buildServiceWorker({
  clientDir: path.resolve(import.meta.dirname, '../build/client'),
  cachePrefix: 'souq',
  // The catalogue's and the shop's information pages, and the API reference: the same for every
  // shopper. Not Contact Us (a form) or the diagnostics page (measured now).
  publicPages:
    /^\/(?:$|product\/|brand\/|offers(?:\/|$)|collections(?:\/|$)|stores(?:\/|$)|blog(?:\/|$)|activity-types(?:\/|$)|region\/|(?:about-us|faqs|privacy-policy|doc|become-seller)$)/,
});
for (const warning of warnings) console.warn(`[service worker] ${warning}`);
console.log(`[service worker] precaches ${count} files (${Math.round(size / 1024)} kB)`);
