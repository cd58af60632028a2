// A placed order's calls beyond the checkout (the invoice) and the ZATCA QR code's TLV; its zod
// schemas are also in @shop/core/schemas.
export * from '#orders/orders-api.ts';
export * from '#orders/order-schemas.ts';
export * from '#orders/zatca.ts';
