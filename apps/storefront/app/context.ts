// The Redux store of the current server request: @shop/ui/shop-root's, made by the root
// middleware on first use (the loaders of a page share it; resource routes never build one).
export { requestStore, shopStoreContext as storeContext } from '@shop/ui/shop-root';
