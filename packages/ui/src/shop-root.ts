// A shop front's root on React Router: the store per server request, the guards, the translations,
// the first render's token and what the browser restores (language, customer).
export {
  guardMiddleware,
  requestSetup,
  requestStore,
  shopStoreContext,
  storeMiddleware,
  translationsMiddleware,
} from '#shop-root/shop-middleware.ts';
export {
  browserStoreSetup,
  firstRenderToken,
  type RootStoreData,
  useRestoreSavedCustomer,
  useRestoreSavedLocale,
} from '#shop-root/shop-browser.ts';
export { RouterLinkAdapter } from '#shop-root/router-link.tsx';
export { ShopDocument } from '#shop-root/shop-document.tsx';
