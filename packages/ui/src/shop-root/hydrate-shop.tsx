import { defaultLocale, isLocale, loadLanguage, type Locale } from '@shop/core/i18n-loader';
import { startTransition, StrictMode, type ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * A shop front's `entry.client`: React Router's hydration after the translations of the page's
 * language (the server's `<html lang>`), so the first render shows the server's texts and only
 * that language loads. `onTranslationsFailed` records a start-up failure (the app still starts).
 *
 * @example
 * // app/entry.client.tsx
 * hydrateShop();
 */
export function hydrateShop({
  instrumentations,
  onTranslationsFailed,
}: {
  /** React Router's client instrumentations. */
  instrumentations?: ComponentProps<typeof HydratedRouter>['instrumentations'];
  /** Called when the translations could not load, before the app starts anyway. */
  onTranslationsFailed?: (lang: Locale, error: unknown) => void;
} = {}): void {
  const htmlLang = document.documentElement.lang;
  const lang = isLocale(htmlLang) ? htmlLang : defaultLocale;
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter instrumentations={instrumentations} />
        </StrictMode>,
      );
    });
  loadLanguage(lang).then(hydrate, (error: unknown) => {
    onTranslationsFailed?.(lang, error);
    hydrate();
  });
}
