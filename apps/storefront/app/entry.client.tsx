import { defaultLocale, isLocale, loadLanguage } from '@shop/core/i18n-loader';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default entry, after the translations of the page's language (the server's
// <html lang>): the first render must show the server's texts, and only that language loads.
const lang = document.documentElement.lang;
loadLanguage(isLocale(lang) ? lang : defaultLocale).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    // The server-rendered page stays usable (links, forms); it is just not interactive.
    console.error('Loading the translations failed', error);
  },
);
