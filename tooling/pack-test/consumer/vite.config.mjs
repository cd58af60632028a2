import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The page built for Node (vite build --ssr): its dependencies stay imports of node_modules, so
// running it resolves the installed packages through their `exports` like any consumer's server.
export default defineConfig({
  plugins: [react()],
  build: { ssr: 'page.tsx', outDir: 'dist', emptyOutDir: true, minify: false },
});
