import { defaultLocale, isLocale, loadLanguage } from '@shop/core/i18n-loader';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { newBuildInstrumentation } from '~/lib/new-build';
import { recordStartupFailure } from '~/lib/startup';

// React Router's default entry, after the translations of the page's language (the server's
// <html lang>): the first render must show the server's texts, and only that language loads.
const htmlLang = document.documentElement.lang;
const lang = isLocale(htmlLang) ? htmlLang : defaultLocale;
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[newBuildInstrumentation]} />
      </StrictMode>,
    );
  });
}
loadLanguage(lang).then(hydrate, (error: unknown) => {
  // A start-up failure (spec §8): recorded in the application error state, and the app starts
  // on the generic error page, which reports it, instead of a page that silently does nothing.
  console.error('Loading the translations failed', error);
  recordStartupFailure(lang, 'translations');
  hydrate();
});
