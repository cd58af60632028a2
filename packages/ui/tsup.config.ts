import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per public export (package.json `exports`), no barrel of everything.
  entry: [
    'src/link.ts',
    'src/activity-type-card.ts',
    'src/language-switch.ts',
    'src/header.ts',
    'src/footer.ts',
  ],
  format: ['esm'],
  dts: true,
  // Shared chunks keep one LinkContext across the entry points (header uses the one ./link provides).
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
