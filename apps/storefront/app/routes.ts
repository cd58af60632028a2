import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('healthz', 'routes/healthz.ts'),
  route('api/*', 'routes/api-proxy.ts', { id: 'api-proxy' }),
  route('media/*', 'routes/api-proxy.ts', { id: 'media-proxy' }),
  // Pages use the "default" layout (header, footer) unless they set another (spec §2).
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    // Anything unmatched answers 404 "Page not found: {path}" inside the default layout.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
