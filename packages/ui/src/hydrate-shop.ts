// A shop front's `entry.client` in one call: hydration after the page language's translations.
export { hydrateShop } from '#shop-root/hydrate-shop.tsx';
