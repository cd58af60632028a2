import { createContext } from 'react-router';
import type { AppStore } from '~/store';

/** The Redux store of the current server request, made by the root middleware. */
export const storeContext = createContext<AppStore>();
