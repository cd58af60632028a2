// The quick shop front's server (@shop/core/shop-server): security headers, the built assets (a
// year for hashed ones, an hour for the rest), then React Router (pages, the /api and /media
// proxy). HOST (127.0.0.1), PORT (3002), API_URL, QUICK_BRAND_ID, STORE_PUBLIC_KEY.
import { serveShop } from '@shop/core/shop-server';

await serveShop({
  appDir: import.meta.dirname,
  name: 'quick',
  port: Number(process.env.PORT ?? 3002),
});
