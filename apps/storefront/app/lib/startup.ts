import { selectAppError, type AppError } from '@shop/core/customer-state';
import { provideFallbackTexts, type Locale } from '@shop/core/i18n-loader';
import { useAppSelector } from '~/hooks';

/** The element in which the server puts the start-up error page's texts (see StoreEvents). */
export const STARTUP_TEXTS_ID = 'startup-texts';

let failure: AppError['code'] | null = null;

/** The browser's start-up failure, which makeStore records in the store; never set on the server. */
export function startupFailure(): AppError['code'] | null {
  return failure;
}

/**
 * The app could not start in the browser (its translations did not load): remember it for the
 * store, and give the language the texts the server put in the page, so the generic error page
 * can say so in the shopper's language.
 */
export function recordStartupFailure(lang: Locale, code: AppError['code']): void {
  failure = code;
  let texts = {};
  try {
    texts = JSON.parse(document.getElementById(STARTUP_TEXTS_ID)?.textContent ?? '{}') as object;
  } catch {
    // Without them the page shows the keys; it still says what happened.
  }
  provideFallbackTexts(lang, texts);
}

/** What {@link useStartupFailure} throws: the application error state's start-up failure. */
export class StartupError extends Error {
  constructor(readonly appError: AppError) {
    super(`The app could not start: ${appError.code}`);
    this.name = 'StartupError';
  }
}

/** Shows the generic error page (the root's ErrorBoundary) while the store holds a start-up failure. */
export function useStartupFailure(): void {
  const appError = useAppSelector(selectAppError);
  if (appError) throw new StartupError(appError);
}
