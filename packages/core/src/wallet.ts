// My Wallet and My Points: their calls (RTK Query, with the one store API), constants and types.
export * from '#wallet/wallet-api.ts';
export type * from '#wallet/wallet-schemas.ts';
export * from '#wallet/wallet-constants.ts';
