import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A failure while the app starts in the browser (its translations did not load), kept as data so
 * the generic error page can report it (spec §8: "start-up errors are recorded in the application
 * error state"). A failing configuration is the root loader's error, which the router keeps.
 */
export interface AppError {
  /** What failed to start; the error page says `errors:startup.<code>`. */
  code: 'translations';
  /** The status the error page shows (500: the page has none of its own). */
  status: number;
}

/** Spec §3 "other store fields": the processing flag and the active page path. */
export interface StatusState {
  /** True while at least one action (an API mutation) is under way. */
  processing: boolean;
  /** The request ids of the actions under way: two at once keep `processing` until both end. */
  running: string[];
  activePage: string;
  /** The start-up failure, if the app could not start; null when it did. */
  appError: AppError | null;
}

const initialState: StatusState = {
  processing: false,
  running: [],
  activePage: '/',
  appError: null,
};

export const statusSlice = createSlice({
  name: 'status',
  initialState,
  reducers: {
    /** An action began; its id (RTK's requestId) ends it in {@link processingFinished}. */
    processingStarted(state, action: PayloadAction<string>) {
      if (!state.running.includes(action.payload)) state.running.push(action.payload);
      state.processing = true;
    },
    processingFinished(state, action: PayloadAction<string>) {
      state.running = state.running.filter((id) => id !== action.payload);
      state.processing = state.running.length > 0;
    },
    pageVisited(state, action: PayloadAction<string>) {
      state.activePage = action.payload;
    },
    startupFailed(state, action: PayloadAction<AppError['code']>) {
      state.appError = { code: action.payload, status: 500 };
    },
  },
  selectors: {
    selectProcessing: (state) => state.processing,
    selectActivePage: (state) => state.activePage,
    selectAppError: (state) => state.appError,
  },
});

export const { processingStarted, processingFinished, pageVisited, startupFailed } =
  statusSlice.actions;
export const { selectProcessing, selectActivePage, selectAppError } = statusSlice.selectors;
