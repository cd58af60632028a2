import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '#customer/customer-schemas.ts';

/** Spec §3: the address list (`Address`) and the active one (`ActiveId`, 0 for none). */
export interface AddressState {
  Address: Address[];
  ActiveId: number;
}

const initialState: AddressState = { Address: [], ActiveId: 0 };

export const addressSlice = createSlice({
  name: 'address',
  initialState,
  reducers: {
    /** Fetching replaces the list and activates the first address, if any (spec §4). */
    addressesFetched: (_state, action: PayloadAction<Address[]>) => ({
      Address: action.payload,
      ActiveId: action.payload[0]?.id ?? 0,
    }),
    /** Removing an address resets the active one to none; the list is then fetched again. */
    addressRemoved(state, action: PayloadAction<number>) {
      state.Address = state.Address.filter((address) => address.id !== action.payload);
      state.ActiveId = 0;
    },
    addressActivated(state, action: PayloadAction<number>) {
      if (state.Address.some((address) => address.id === action.payload))
        state.ActiveId = action.payload;
    },
    addressesCleared: () => initialState,
  },
  selectors: {
    selectAddresses: (state) => state.Address,
    selectActiveAddressId: (state) => state.ActiveId,
  },
});

export const { addressesFetched, addressRemoved, addressActivated, addressesCleared } =
  addressSlice.actions;
export const { selectAddresses, selectActiveAddressId } = addressSlice.selectors;
