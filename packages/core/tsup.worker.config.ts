import { defineConfig } from 'tsup';

// The service worker (src/service-worker/worker/sw.ts) as one classic script with Workbox bundled in:
// dist/service-worker.global.js, which @shop/core/service-worker-build completes for a shop
// front (its settings in front, its precache manifest in place of self.__WB_MANIFEST).
export default defineConfig({
  entry: { 'service-worker': 'src/service-worker/worker/sw.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  noExternal: [/^workbox-/],
  // Workbox's development logging is left out of the production bundle.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  minify: true,
  clean: false,
  dts: false,
  sourcemap: false,
});
