// The newsletter's call as the storefront makes it: loaded on demand (with RTK Query) by the
// first sign-up, never with the page the footer's form is on.
import '~/lib/store-api';
import type { Locale } from '@shop/core/i18n';
import { newsletterApi } from '@shop/core/newsletter';
import type { AppDispatch } from '~/store';

/** `POST Newsletter`: undefined once taken, else the API's error (for `feedbackErrors`). */
export async function subscribeToNewsletter(
  dispatch: AppDispatch,
  email: string,
  locale: Locale,
): Promise<unknown> {
  const result = await dispatch(
    newsletterApi.endpoints.subscribeNewsletter.initiate({ email, locale }),
  );
  return 'error' in result ? result.error : undefined;
}
