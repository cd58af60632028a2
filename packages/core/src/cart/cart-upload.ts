import type { ApiResult } from '#api/client.ts';
import type { ApiError } from '#api/contract.ts';
import { uploadFile, type UploadFileOptions } from '#api/upload-file.ts';
import { CART_ID_HEADER } from '#cart/cart-constants.ts';
import type { CartUpload } from '#cart/cart-schemas.ts';

export {
  UPLOAD_TIMEOUT_MS,
  uploadFile,
  type UploadFileOptions,
  type UploadProgress,
} from '#api/upload-file.ts';

export interface UploadCartFileOptions extends UploadFileOptions {
  /** The signed-in customer's token: the file goes into their cart. */
  token?: string | null;
  /** A guest's cart id (`X-Cart-Id`); a guest without one gets a cart with the answer's `cartId`. */
  cartId?: string | null;
}

export type UploadCartFileResult = ApiResult<CartUpload | ApiError[]>;

/**
 * `POST Cart/Upload`: sends one customization file (R7.06) with {@link uploadFile}, with the
 * customer's token or the guest's cart id. Resolves with the stored {@link CartUpload} (201) or
 * the error array, as {@link uploadFile} does.
 *
 * @example
 * const { value, status } = await uploadCartFile({
 *   baseUrl: '/api/', publicKey, cartId, file, onProgress: ({ loaded, total }) => show(loaded / total),
 * });
 */
export function uploadCartFile({
  token,
  cartId,
  ...options
}: UploadCartFileOptions): Promise<UploadCartFileResult> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cartId) headers[CART_ID_HEADER] = cartId;
  return uploadFile<CartUpload>({ ...options, path: 'Cart/Upload', headers });
}
