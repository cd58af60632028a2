import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

const inRegion = 'activity-types/active/:activityTypeId/:countryId/:stateId/:cityId';

export default [
  route('healthz', 'routes/healthz.ts'),
  route('api/*', 'routes/api-proxy.ts', { id: 'api-proxy' }),
  route('media/*', 'routes/api-proxy.ts', { id: 'media-proxy' }),
  route('robots.txt', 'routes/robots.ts'),
  // A sitemap index of the files below (one per 5,000 products: a file holds 50,000 at most).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/pages.xml', 'routes/sitemaps/pages.ts'),
  route('sitemaps/products/:page', 'routes/sitemaps/products.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  // The blog's RSS feed in one language (issue 16): `?lang=en|ar`.
  route('blog/feed.xml', 'routes/blog-feed.ts'),
  // The OpenAPI document the API reference (/doc) is made from.
  route('doc/openapi.json', 'routes/doc-openapi.ts'),
  // Pages use the "default" layout (header, footer) unless they set another (spec §2).
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('activity-types/:id?', 'routes/activity-types.tsx'),
    route('region/:activityTypeId', 'routes/region.tsx'),
    route('region/brands/:activityTypeId/:countryId/:stateId/:cityId', 'routes/region-brands.tsx'),
    route(`${inRegion}/brand/:id`, 'routes/brand.tsx', { id: 'region-brand' }),
    route(`${inRegion}/product/:slug`, 'routes/product.tsx', { id: 'region-product' }),
    route('brand/:id', 'routes/brand.tsx'),
    route('product/all', 'routes/products-all.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('offers/:id?', 'routes/offers.tsx'),
    // Collection pages (issue 16): curated or rule-based product collections.
    route('collections', 'routes/collections.tsx'),
    route('collections/:slug', 'routes/collection.tsx'),
    // Account screens (R2.69: the spec gives their names, not their routes).
    route('account', 'routes/account/layout.tsx', [
      index('routes/account/dashboard.tsx'),
      route('notifications', 'routes/account/notifications.tsx'),
      route('addresses', 'routes/account/addresses.tsx'),
      route('wallet', 'routes/account/wallet.tsx'),
      route('points', 'routes/account/points.tsx'),
      route('refunds', 'routes/account/refunds.tsx'),
      route('payout-details', 'routes/account/payout-details.tsx'),
    ]),
    route('my-favorite', 'routes/my-favorite.tsx'),
    route('compare', 'routes/compare.tsx'),
    // The Cart screen (R2.50; R2.69: the spec names it, not its route).
    route('cart', 'routes/cart.tsx'),
    // Checkout (spec §2), also under a region, then the placed order and My Orders.
    route('checkout', 'routes/checkout/checkout.tsx'),
    route('checkout/summary', 'routes/checkout/summary.tsx'),
    route(`${inRegion}/checkout`, 'routes/checkout/checkout.tsx', { id: 'region-checkout' }),
    route(`${inRegion}/checkout/summary`, 'routes/checkout/summary.tsx', {
      id: 'region-checkout-summary',
    }),
    route('checkout/order/:id', 'routes/checkout/order.tsx'),
    // Where the payment provider sends the shopper back after an abort or a decline (R2.16, R2.17).
    route('checkout/order-cancel/:id', 'routes/checkout/payment-outcome.tsx', {
      id: 'order-cancel',
    }),
    route('checkout/order-failure/:id', 'routes/checkout/payment-outcome.tsx', {
      id: 'order-failure',
    }),
    route('my-orders', 'routes/my-orders.tsx'),
    // Content pages (issue 16): About Us (R2.01) and the FAQs (R2.49; R2.69: our route).
    route('about-us', 'routes/about-us.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    // Seller stores (R2.60, R2.61; R2.69: the routes are ours).
    route('stores', 'routes/stores.tsx'),
    route('stores/:slug', 'routes/store.tsx'),
    // The blog (issue 16): the posts, and a post by either language's slug.
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    // The Become Seller screen (R2.59; R2.69: the spec names it, not its route).
    route('become-seller', 'routes/become-seller.tsx'),
    // The Contact Us screen (R2.53; R2.69: the spec names it, not its route).
    route('contact-us', 'routes/contact-us.tsx'),
    // The newsletter's mailed links (issue 16): the person presses Confirm or Unsubscribe there.
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    // Anything unmatched answers 404 "Page not found: {path}" inside the default layout.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The sign-in pages have a layout of their own (spec §2).
  layout('layouts/auth-layout.tsx', [
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/register', 'routes/auth/register.tsx'),
    route('auth/otp', 'routes/auth/otp.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/update-password', 'routes/auth/update-password.tsx'),
    // Order success has a custom layout (R2.23): this plain one, outside /checkout.
    route('order-success', 'routes/order-success.tsx'),
  ]),
  // Search has a layout of its own (spec §2).
  layout('layouts/search-layout.tsx', [route('search', 'routes/search.tsx')]),
  // The documents' plain layout: the privacy policy has a layout of its own (R2.24), a reading
  // page; the invoice (R2.68; R2.69: its route is ours) is a printable document, under
  // /my-orders so the guard keeps it the signed-in owner's.
  layout('layouts/document-layout.tsx', [
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('my-orders/:id/invoice', 'routes/invoice.tsx'),
  ]),
  // The developers' pages, each in a custom layout (R2.18, R2.30): this one, with its own texts.
  layout('layouts/developer-layout.tsx', [
    route('doc', 'routes/doc.tsx'),
    route('testApp', 'routes/test-app.tsx'),
  ]),
] satisfies RouteConfig;
