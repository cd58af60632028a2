// The cart's calls as a shop front makes them: loaded on demand (with RTK Query and the
// toasts) by the first add, the basket's overlays or a sign-in, never with a catalog page.
import { api } from '@shop/core/api';
import {
  cartApi,
  cartIdForgotten,
  overlayOpened,
  type AddCartLineRequest,
  type CartState,
} from '@shop/core/cart';
import type { Locale } from '@shop/core/i18n-loader';
import type { ApiError } from '@shop/core/schemas';
import { cartErrorMessage, cartMessages } from '#cart-messages/cart-messages.ts';
import { notify } from '#toast/toast.tsx';
import { apiErrors } from '@shop/core/api-errors';
import { provideStoreApi, type ShopDispatch, type ShopState } from '@shop/core/shop-store';
import { i18nIn } from '#i18n-instance/i18n-instance.ts';

// Loading this module hands the api slice to the store (see provideStoreApi).
provideStoreApi(api);

type AppDispatch = ShopDispatch;
type RootState = ShopState;

/** What was added, for the overlays and the toasts. */
export interface AddedProduct {
  slug: string;
  name: string;
  nameEn: string;
}

/** The text of a refused cart call in the page's language (`limit` filled in). */
export function cartErrorText(lang: Locale, error: ApiError): string {
  return cartErrorMessage(i18nIn(lang).t, error);
}

type GetState = () => RootState;

/**
 * Adds to the basket as the spec says: a product needing a choice opens Customize (R2.84), another
 * brand asks reset-or-checkout (R4.20), a refusal is said in words (R8.10–R8.12), success says
 * so (R8.25, or R8.26 for a customized product) and opens the sidebar (R2.77). A guest id the API
 * no longer knows is forgotten and the add tried once more without it.
 */
export async function addToCart(
  dispatch: AppDispatch,
  getState: GetState,
  product: AddedProduct,
  request: AddCartLineRequest,
  /** `quiet`: a refusal is not toasted (Customize shows it in the modal). */
  { quiet = false }: { quiet?: boolean } = {},
): Promise<{ ok: boolean; errors: ApiError[] }> {
  const lang = getState().locale.lang;
  let result = await dispatch(cartApi.endpoints.addCartLine.initiate(request));
  if ('error' in result && apiErrors(result.error)[0]?.code === 'cart_not_found') {
    dispatch(cartIdForgotten());
    result = await dispatch(cartApi.endpoints.addCartLine.initiate(request));
  }
  if (!('error' in result)) {
    const customized = (request.customization ?? []).length > 0;
    const name = lang === 'ar' ? product.name : product.nameEn;
    const message = customized ? cartMessages.customizedProductAdded : cartMessages.productAdded;
    notify(i18nIn(lang).t(message, { name }));
    dispatch(overlayOpened({ kind: 'sidebar' }));
    return { ok: true, errors: [] };
  }
  const errors = apiErrors(result.error);
  const first = errors[0];
  if (first?.code === 'cart_brand_conflict') {
    dispatch(
      overlayOpened({
        kind: 'brandConflict',
        request,
        productName: { name: product.name, nameEn: product.nameEn },
        productSlug: product.slug,
      }),
    );
  } else if (first?.code === 'customization_incomplete' && !request.customization?.length) {
    // Added from a card, which knows nothing of the product's options: choose them first.
    dispatch(overlayOpened({ kind: 'customize', productSlug: product.slug }));
  } else if (first && !quiet) {
    notify(cartErrorText(lang, first), 'error');
  }
  return { ok: false, errors };
}

/** `POST Cart/Merge` after sign-in; with no guest basket, the customer's own is fetched. */
export async function mergeGuestCart(dispatch: AppDispatch, getState: GetState): Promise<void> {
  const { cartId } = (getState() as { cart: CartState }).cart;
  if (!cartId) {
    await dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    return;
  }
  const result = await dispatch(cartApi.endpoints.mergeCart.initiate({ cartId }));
  if ('error' in result) {
    // The guest basket is gone (expired, or merged in another tab): the customer's stays.
    if (apiErrors(result.error)[0]?.code === 'cart_not_found') {
      dispatch(cartIdForgotten());
      await dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    }
    return;
  }
  const { refused } = result.data;
  if (refused.length > 0) {
    const lang = getState().locale.lang;
    notify(i18nIn(lang).t('cart:messages.mergeRefused', { count: refused.length }), 'warning');
  }
}
