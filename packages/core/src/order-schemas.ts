// The zod schemas of a placed order's life (staff moves, the invoice) and the ZATCA QR code's
// TLV, without RTK Query: for the API and for code that needs no store.
export * from '#orders/order-schemas.ts';
export * from '#orders/zatca.ts';
