import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readCookie, writeCookie } from '#preferences/cookies.ts';

/** Where the shopper is shopping: an activity type in a city (spec §1 browsing order). */
export interface Region {
  activityTypeId: number;
  countryId: number;
  stateId: number;
  cityId: number;
}

export interface RegionState {
  /** The region chosen in this browser session, or null before one is chosen. */
  current: Region | null;
}

/** Session cookie: the region is remembered for the session (issue 3), and the server sees it. */
export const REGION_COOKIE = 'region';

const initialState: RegionState = { current: null };

export const regionSlice = createSlice({
  name: 'region',
  initialState,
  reducers: {
    regionChosen(state, action: PayloadAction<Region>) {
      state.current = action.payload;
    },
    regionCleared(state) {
      state.current = null;
    },
  },
  selectors: {
    selectRegion: (state) => state.current,
  },
});

export const { regionChosen, regionCleared } = regionSlice.actions;
export const { selectRegion } = regionSlice.selectors;

/** `1.2.3.4` ↔ Region. */
export function encodeRegion(region: Region): string {
  return [region.activityTypeId, region.countryId, region.stateId, region.cityId].join('.');
}
export function decodeRegion(value: string | undefined): Region | null {
  const parts = (value ?? '').split('.').map(Number);
  if (parts.length !== 4 || !parts.every((n) => Number.isInteger(n) && n > 0)) return null;
  const [activityTypeId, countryId, stateId, cityId] = parts as [number, number, number, number];
  return { activityTypeId, countryId, stateId, cityId };
}

/** The region remembered for this session, from the request's cookie. */
export function regionOfRequest(request: Request): Region | null {
  return decodeRegion(readCookie(request.headers.get('Cookie'), REGION_COOKIE));
}

/** The path prefix of region-scoped pages (spec §2 `/activity-types/active/…`). */
export function regionPath(region: Region): string {
  return `/activity-types/active/${region.activityTypeId}/${region.countryId}/${region.stateId}/${region.cityId}`;
}

/** Remembers the chosen region for the browser session (a session cookie). */
export function createRegionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: regionChosen,
    effect: ({ payload }) => writeCookie(REGION_COOKIE, encodeRegion(payload)),
  });
  listener.startListening({
    actionCreator: regionCleared,
    effect: () => writeCookie(REGION_COOKIE, '', 0),
  });
  return listener;
}
