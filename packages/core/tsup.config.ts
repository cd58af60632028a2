import { defineConfig } from 'tsup';

export default defineConfig({
  // Every file directly in src/ is a public entry point (`@shop/core/<file>`, package.json's
  // `./*` export); the folders below hold the code they re-export.
  entry: ['src/*.ts'],
  format: ['esm'],
  dts: true,
  // One shared chunk keeps a single RTK Query api slice across the entry points.
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // Arabic text as UTF-8, not \uXXXX escapes (three times the bytes, and compresses worse).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
