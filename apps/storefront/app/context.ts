import { createContext, type RouterContextProvider } from 'react-router';
import type { AppStore } from '~/store';

/**
 * The Redux store of the current server request, made by the root middleware on first use: the
 * loaders of a page share it, and resource routes (the /api and /media proxy) never build one.
 */
export const storeContext = createContext<() => AppStore>();

/** The request's store (built once, when a loader first asks for it). */
export function requestStore(context: Readonly<RouterContextProvider>): AppStore {
  return context.get(storeContext)();
}
