import type {
  Address,
  AddressRequest,
  AddressUpdateRequest,
  ChangePasswordRequest,
  Customer,
  CustomerLocaleRequest,
  EmailRequest,
  NotificationPage,
  PushRegistration,
  ResendCodeRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  UpdateProfileRequest,
  VerifyEmailRequest,
} from '#customer/customer-schemas.ts';
import { api } from '#api/store-api.ts';
import type { ProductDetail, ProductPage } from '#catalog/catalog-schemas.ts';

/** Where the customer's addresses are looked up (spec §7: GET CustomerAddress?countryId=&stateId=&cityId=). */
export interface AddressQuery {
  countryId: number;
  stateId: number;
  cityId: number;
}

/** Which page of one of the customer's lists to read (as the catalog's lists page). */
// A type, not an interface: it must fit the client's query-parameter record.
export type AccountListPage = { page?: number; pageSize?: number };

/**
 * The customer's calls of the store API. The spec's address calls keep their exact shapes; the
 * others follow the same PascalCase style (see the API's OpenAPI document).
 */
export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the account and e-mails a code; answers the customer without a token yet. */
    signUp: build.mutation<Customer, SignUpRequest>({
      query: (body) => ({ url: 'Customer/SignUp', method: 'POST', body }),
    }),
    /** Checks the e-mailed code; answers the customer with a token. */
    verifyEmail: build.mutation<Customer, VerifyEmailRequest>({
      query: (body) => ({ url: 'Customer/VerifyEmail', method: 'POST', body }),
    }),
    /** "403": not verified yet; "401": wrong password; "404": no such account (spec §8). */
    signIn: build.mutation<Customer, SignInRequest>({
      query: (body) => ({ url: 'Customer/SignIn', method: 'POST', body }),
    }),
    /** E-mails a new code to the account of the e-mail or mobile number. */
    resendEmail: build.mutation<{ sent: true }, ResendCodeRequest>({
      query: (body) => ({ url: 'Customer/ResendEmail', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ sent: true }, EmailRequest>({
      query: (body) => ({ url: 'Customer/ForgotPassword', method: 'POST', body }),
    }),
    /** Sets a new password with the e-mailed code; answers the customer with a fresh token. */
    updatePassword: build.mutation<Customer, ResetPasswordRequest>({
      query: (body) => ({ url: 'Customer/UpdatePassword', method: 'POST', body }),
    }),
    updateProfile: build.mutation<Customer, UpdateProfileRequest>({
      query: (body) => ({ url: 'Customer/Profile', method: 'PUT', body }),
    }),
    /** `PUT Customer/Locale`: the language the store writes to the shopper in. */
    updateLocale: build.mutation<null, CustomerLocaleRequest>({
      query: (body) => ({ url: 'Customer/Locale', method: 'PUT', body }),
    }),
    /** Changes the password; older tokens stop working, the answer carries a fresh one. */
    updateProfilePassword: build.mutation<Customer, ChangePasswordRequest>({
      query: (body) => ({ url: 'Customer/ProfilePassword', method: 'PUT', body }),
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: 'Customer/SignOut', method: 'POST' }),
      invalidatesTags: ['Address', 'Favorite', 'Compare', 'Notification'],
    }),

    /** `GET CustomerAddress?countryId=&stateId=&cityId=`: an array of addresses. */
    getAddresses: build.query<Address[], AddressQuery>({
      query: (params) => ({ url: 'CustomerAddress', params: { ...params } }),
      providesTags: ['Address'],
    }),
    /** `POST CustomerAddress`. */
    addAddress: build.mutation<Address, AddressRequest>({
      query: (body) => ({ url: 'CustomerAddress', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
    /** `POST CustomerAddress` with the address's `id`: the spec's one save call, editing in place. */
    updateAddress: build.mutation<Address, AddressUpdateRequest>({
      query: (body) => ({ url: 'CustomerAddress', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
    /** `DELETE CustomerAddress?addressId=`. */
    deleteAddress: build.mutation<null, number>({
      query: (addressId) => ({ url: 'CustomerAddress', method: 'DELETE', params: { addressId } }),
      invalidatesTags: ['Address'],
    }),

    /** `GET Favorite?page=`: a page of the favourites, last added first. */
    getFavorites: build.query<ProductPage, AccountListPage | void>({
      query: (params) => ({ url: 'Favorite', params: params ?? {} }),
      providesTags: ['Favorite'],
    }),
    /** `GET Favorite/ProductIds`: every favourite's id (bounded), for the toggles. */
    getFavoriteIds: build.query<number[], void>({
      query: () => 'Favorite/ProductIds',
      providesTags: ['Favorite'],
    }),
    addFavorite: build.mutation<null, number>({
      query: (productId) => ({ url: 'Favorite', method: 'POST', body: { productId } }),
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<null, number>({
      query: (productId) => ({ url: 'Favorite', method: 'DELETE', params: { productId } }),
      invalidatesTags: ['Favorite'],
    }),

    getCompare: build.query<ProductDetail[], void>({
      query: () => 'Compare',
      providesTags: ['Compare'],
    }),
    addCompare: build.mutation<null, number>({
      query: (productId) => ({ url: 'Compare', method: 'POST', body: { productId } }),
      invalidatesTags: ['Compare'],
    }),
    removeCompare: build.mutation<null, number>({
      query: (productId) => ({ url: 'Compare', method: 'DELETE', params: { productId } }),
      invalidatesTags: ['Compare'],
    }),

    /** `GET Notification?page=`: a page of the notifications, newest first. */
    getNotifications: build.query<NotificationPage, AccountListPage | void>({
      query: (params) => ({ url: 'Notification', params: params ?? {} }),
      providesTags: ['Notification'],
    }),
    getUnreadCount: build.query<{ count: number }, void>({
      query: () => 'Notification/UnreadCount',
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<null, number>({
      query: (id) => ({ url: `Notification/${id}/Read`, method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),

    /** `GET PushRegistration/PublicKey`: the VAPID key browsers subscribe with. */
    getPushPublicKey: build.query<{ publicKey: string }, void>({
      query: () => 'PushRegistration/PublicKey',
    }),
    /** Stores this browser's push registration (Firebase token or Web Push subscription). */
    registerPush: build.mutation<{ id: number }, PushRegistration>({
      query: (body) => ({ url: 'PushRegistration', method: 'POST', body }),
    }),
    unregisterPush: build.mutation<null, PushRegistration>({
      query: (body) => ({ url: 'PushRegistration', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useSignUpMutation,
  useVerifyEmailMutation,
  useSignInMutation,
  useResendEmailMutation,
  useForgotPasswordMutation,
  useUpdatePasswordMutation,
  useUpdateProfileMutation,
  useUpdateProfilePasswordMutation,
  useSignOutMutation,
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetFavoritesQuery,
  useGetFavoriteIdsQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useGetCompareQuery,
  useAddCompareMutation,
  useRemoveCompareMutation,
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationReadMutation,
  useLazyGetPushPublicKeyQuery,
  useRegisterPushMutation,
  useUnregisterPushMutation,
} = customerApi;
