import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per public export (package.json `exports`), no barrel of everything.
  entry: [
    'src/link.ts',
    'src/activity-type-card.ts',
    'src/language-switch.ts',
    'src/header.ts',
    'src/footer.ts',
    'src/price.ts',
    'src/stock-badge.ts',
    'src/product-card.ts',
    'src/product-gallery.ts',
    'src/product-details.ts',
    'src/countdown.ts',
    'src/offer-card.ts',
    'src/brand-card.ts',
    'src/region-picker.ts',
    'src/search-box.ts',
    'src/facets.ts',
    'src/pagination.ts',
    'src/empty-state.ts',
    'src/breadcrumbs.ts',
    'src/currency-switch.ts',
    'src/sort-select.ts',
    'src/scroll-reveal.ts',
  ],
  format: ['esm'],
  dts: true,
  // Shared chunks keep one LinkContext across the entry points (header uses the one ./link provides).
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
