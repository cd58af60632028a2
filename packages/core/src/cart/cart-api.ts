import type {
  AddCartLineRequest,
  Cart,
  MergeCartRequest,
  MergeCartResult,
  UpdateCartLineRequest,
} from '#cart/cart-schemas.ts';
import {
  cartReceived,
  guestCartMerged,
  lineQuantityChanged,
  type CartState,
} from '#cart/cart-slice.ts';
import { api } from '#api/store-api.ts';

/**
 * The cart's calls of the store API (issue 13). Every answer is the whole cart, kept in the cart
 * slice too (`cartReceived`) so the header and the first render need no RTK Query. A guest's
 * calls carry the cart id from the slice as `X-Cart-Id` (the base query adds it).
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Cart`: the basket with current prices, totals and each line's problems. */
    getCart: build.query<Cart, void>({
      query: () => 'Cart',
      providesTags: ['Cart'],
      async onQueryStarted(_arg, lifecycle) {
        // Not written back to this query's cache: upserting runs this lifecycle again.
        await keepAnswer(lifecycle, { upsert: false });
      },
    }),
    /**
     * `POST Cart/Line`: adds units (a 409 names the limit: `cart_brand_conflict`,
     * `cart_max_quantity`, `out_of_stock`, `cart_quantity_limit`, `cart_full`).
     */
    addCartLine: build.mutation<Cart, AddCartLineRequest>({
      query: (body) => ({ url: 'Cart/Line', method: 'POST', body }),
      async onQueryStarted(_arg, lifecycle) {
        await keepAnswer(lifecycle);
      },
    }),
    /** `PUT Cart/Line/{lineId}`: shown at once, rolled back when the API refuses; 0 removes. */
    updateCartLine: build.mutation<Cart, UpdateCartLineRequest & { lineId: number }>({
      query: ({ lineId, quantity }) => ({
        url: `Cart/Line/${lineId}`,
        method: 'PUT',
        body: { quantity },
      }),
      async onQueryStarted({ lineId, quantity }, lifecycle) {
        await keepAnswer(lifecycle, { optimistic: { lineId, quantity } });
      },
    }),
    /** `DELETE Cart/Line/{lineId}`: gone at once, back when the API refuses. */
    removeCartLine: build.mutation<Cart, number>({
      query: (lineId) => ({ url: `Cart/Line/${lineId}`, method: 'DELETE' }),
      async onQueryStarted(lineId, lifecycle) {
        await keepAnswer(lifecycle, { optimistic: { lineId, quantity: 0 } });
      },
    }),
    /** `POST Cart/Merge`: after sign-in or sign-up, the guest's cart joins the customer's. */
    mergeCart: build.mutation<MergeCartResult, MergeCartRequest>({
      query: (body) => ({ url: 'Cart/Merge', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(guestCartMerged(answer.data.cart));
      },
      invalidatesTags: ['Cart'],
    }),
  }),
});

/** What `onQueryStarted` gets that {@link keepAnswer} uses. */
interface CartCallLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
}

/**
 * Keeps a cart answer in the slice and (a change's answer) in `getCart`'s cache. With
 * `optimistic`, the line's new quantity shows at once and the cart as it was comes back if the
 * API refuses.
 */
async function keepAnswer(
  lifecycle: CartCallLifecycle,
  {
    optimistic,
    upsert = true,
  }: { optimistic?: { lineId: number; quantity: number }; upsert?: boolean } = {},
): Promise<void> {
  const before = (lifecycle.getState() as { cart: CartState }).cart.cart;
  if (optimistic) lifecycle.dispatch(lineQuantityChanged(optimistic));
  try {
    const { data } = await lifecycle.queryFulfilled;
    if (upsert) void lifecycle.dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
    lifecycle.dispatch(cartReceived(data));
  } catch {
    if (optimistic && before) lifecycle.dispatch(cartReceived(before));
  }
}

export const {
  useGetCartQuery,
  useAddCartLineMutation,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
  useMergeCartMutation,
} = cartApi;
