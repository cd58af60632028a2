import { customerApi } from '@shop/core/customer';
import type { Locale } from '@shop/core/i18n';
import '~/lib/store-api';
import type { AppDispatch } from '~/store';

/** `PUT Customer/Locale`: whether the API took the shopper's language. */
export async function saveCustomerLocale(dispatch: AppDispatch, locale: Locale): Promise<boolean> {
  const result = await dispatch(customerApi.endpoints.updateLocale.initiate({ locale }));
  return !('error' in result);
}
