import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('location', 'routes/location.tsx'),
  route('category/:id', 'routes/category.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('auth/login', 'routes/login.tsx'),
  route('my-orders', 'routes/orders.tsx'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('api/*', 'routes/proxy.ts', { id: 'api-proxy' }),
  route('media/*', 'routes/proxy.ts', { id: 'media-proxy' }),
] satisfies RouteConfig;
