import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 "other store fields": the processing flag and the active page path. */
export interface StatusState {
  processing: boolean;
  activePage: string;
}

const initialState: StatusState = { processing: false, activePage: '/' };

export const statusSlice = createSlice({
  name: 'status',
  initialState,
  reducers: {
    processingStarted(state) {
      state.processing = true;
    },
    processingFinished(state) {
      state.processing = false;
    },
    pageVisited(state, action: PayloadAction<string>) {
      state.activePage = action.payload;
    },
  },
  selectors: {
    selectProcessing: (state) => state.processing,
    selectActivePage: (state) => state.activePage,
  },
});

export const { processingStarted, processingFinished, pageVisited } = statusSlice.actions;
export const { selectProcessing, selectActivePage } = statusSlice.selectors;
