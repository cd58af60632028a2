import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '#api/contract.ts';
import { sessionEnded } from '#customer/customer-slice.ts';
import { processingStarted } from '#customer/status-slice.ts';

/** `singleError` when the API refused the stored token: the storefront says so and signs out. */
export const SESSION_ENDED = 'session_ended';

/** `successfulMessage` of a success with no message of its own (spec §8, R8.24). */
export const DEFAULT_SUCCESS_MESSAGE = 'account:messages.success';

/** Spec §3 global event store: errors (array), singleError, success flag, successfulMessage. */
export interface EventsState {
  errors: ApiError[];
  singleError: string;
  success: boolean;
  successfulMessage: string;
}

const initialState: EventsState = {
  errors: [],
  singleError: '',
  success: false,
  successfulMessage: '',
};

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    /** A call failed: its error list goes to the store, the UI shows it (spec §8). */
    errorsRaised: (_state, action: PayloadAction<ApiError[]>) => ({
      ...initialState,
      errors: action.payload,
    }),
    singleErrorRaised: (_state, action: PayloadAction<string>) => ({
      ...initialState,
      singleError: action.payload,
    }),
    /** A call succeeded; the message (a translation key, else the default) is shown as a toast. */
    succeeded: (_state, action: PayloadAction<string | undefined>) => ({
      ...initialState,
      success: true,
      successfulMessage: action.payload || DEFAULT_SUCCESS_MESSAGE,
    }),
    eventsCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => ({ ...initialState, singleError: SESSION_ENDED }));
    // The outcome of the previous action stays readable until the next one begins.
    builder.addCase(processingStarted, (state) => ({
      ...initialState,
      singleError: state.singleError,
    }));
  },
  selectors: {
    selectEvents: (state) => state,
  },
});

export const { errorsRaised, singleErrorRaised, succeeded, eventsCleared } = eventsSlice.actions;
export const { selectEvents } = eventsSlice.selectors;
