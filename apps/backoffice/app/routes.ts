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
    route('products/new', 'routes/product.tsx', { id: 'product-new' }),
    route('products/:id', 'routes/product.tsx', { id: 'product-edit' }),
    route('product-approvals', 'routes/product-approvals.tsx'),
    route('seller-orders', 'routes/seller-orders.tsx'),
    route('seller-orders/:id', 'routes/seller-order.tsx'),
    route('store', 'routes/store.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
