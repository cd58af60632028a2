import { api } from '#api/store-api.ts';
import type { LedgerQuery, Points, Wallet } from '#wallet/wallet-schemas.ts';

/** My Wallet and My Points (issue 15): balances and their ledger history, newest first. */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Wallet?page=`. */
    getWallet: build.query<Wallet, LedgerQuery | void>({
      query: (params) => ({ url: 'Wallet', params: params ?? {} }),
      providesTags: ['Wallet'],
    }),
    /** `GET Points?page=`: with the points that expire next. */
    getPoints: build.query<Points, LedgerQuery | void>({
      query: (params) => ({ url: 'Points', params: params ?? {} }),
      providesTags: ['Points'],
    }),
  }),
});

export const { useGetWalletQuery, useGetPointsQuery } = walletApi;
