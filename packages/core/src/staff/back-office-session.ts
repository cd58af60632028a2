import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '#customer/customer-slice.ts';
import { safeStorage } from '#preferences/cookies.ts';
import type { SellerSession } from '#sellers/seller-role-schemas.ts';
import type { StaffRole, StaffSession } from '#staff/staff-schemas.ts';

// Who is signed in to a back office (issue 17): a staff member with their role, or a seller with
// their store. Kept in the browser's storage like the customer (spec §3), under its own key: a
// back office and a shop front on one origin never share a session.

/** localStorage key of the back office's session. */
export const BACK_OFFICE_STORAGE_KEY = 'backoffice.session';

export type BackOfficeSession =
  | { kind: 'staff'; token: string; name: string; email: string; role: StaffRole }
  | {
      kind: 'seller';
      token: string;
      name: string;
      email: string;
      storeName: string;
      storeNameEn: string;
    };

export interface BackOfficeState {
  session: BackOfficeSession | null;
}

const initialState: BackOfficeState = { session: null };

/** The session of a staff sign-in's answer. */
export function staffSessionOf(answer: StaffSession): BackOfficeSession {
  return {
    kind: 'staff',
    token: answer.token,
    name: answer.name,
    email: answer.email,
    role: answer.role,
  };
}

/** The session of a seller sign-in's answer. */
export function sellerSessionOf(answer: SellerSession): BackOfficeSession {
  return {
    kind: 'seller',
    token: answer.token,
    name: answer.name,
    email: answer.email,
    storeName: answer.store.name,
    storeNameEn: answer.store.nameEn,
  };
}

export const backOfficeSlice = createSlice({
  name: 'backOffice',
  initialState,
  reducers: {
    backOfficeSignedIn: (state, action: PayloadAction<BackOfficeSession>) => {
      state.session = action.payload;
    },
    backOfficeSignedOut: (state) => {
      state.session = null;
    },
  },
  extraReducers: (builder) => {
    // The API refused the token (revoked, expired, the account disabled): signed out here too.
    builder.addCase(sessionEnded, (state) => {
      state.session = null;
    });
  },
  selectors: {
    selectBackOfficeSession: (state) => state.session,
  },
});

export const { backOfficeSignedIn, backOfficeSignedOut } = backOfficeSlice.actions;
export const { selectBackOfficeSession } = backOfficeSlice.selectors;

/** The session kept in this browser, or null (nothing kept, or not one this version wrote). */
export function readBackOfficeSession(): BackOfficeSession | null {
  const kept = safeStorage.get(BACK_OFFICE_STORAGE_KEY);
  if (!kept) return null;
  try {
    const session = JSON.parse(kept) as Partial<BackOfficeSession>;
    return typeof session.token === 'string' &&
      session.token !== '' &&
      (session.kind === 'staff' || session.kind === 'seller')
      ? (session as BackOfficeSession)
      : null;
  } catch {
    return null;
  }
}

/** Keeps `session` in this browser (null forgets it). */
export function writeBackOfficeSession(session: BackOfficeSession | null): void {
  if (session) safeStorage.set(BACK_OFFICE_STORAGE_KEY, JSON.stringify(session));
  else safeStorage.remove(BACK_OFFICE_STORAGE_KEY);
}
