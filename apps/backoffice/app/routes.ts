import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('sign-in', 'routes/sign-in.tsx'),
  layout('layouts/shell.tsx', [
    index('routes/home.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:id', 'routes/order.tsx'),
    route('refunds', 'routes/refunds.tsx'),
    route('refunds/:id', 'routes/refund.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('questions', 'routes/questions.tsx'),
    route('sellers', 'routes/sellers.tsx'),
    route('sellers/:id', 'routes/seller.tsx'),
    route('messages', 'routes/messages.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('products', 'routes/products.tsx'),
    route('seller-orders', 'routes/seller-orders.tsx'),
    route('seller-orders/:id', 'routes/seller-order.tsx'),
    route('store', 'routes/store.tsx'),
    route('content', 'routes/content.tsx', [
      index('routes/content-posts.tsx'),
      route('blog/:id', 'routes/content-post.tsx'),
      route('faqs', 'routes/content-faqs.tsx'),
      route('faqs/:id', 'routes/content-faq.tsx'),
      route('faq-topics/:id', 'routes/content-faq-topic.tsx'),
      route('pages', 'routes/content-pages.tsx'),
      route('pages/:id', 'routes/content-page.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
