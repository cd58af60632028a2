import { defineConfig } from 'tsup';

export default defineConfig({
  // Every file directly in src/ is a public entry point (`@shop/ui/<file>`, package.json's `./*`
  // export), no barrel of everything; the component folders hold the code they re-export.
  entry: ['src/*.ts', '!src/*.d.ts'],
  format: ['esm'],
  dts: true,
  // Shared chunks keep one LinkContext across the entry points (header uses the one ./link provides).
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // Arabic text as UTF-8, not \uXXXX escapes (three times the bytes, and compresses worse).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
