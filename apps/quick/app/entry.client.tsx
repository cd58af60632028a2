import { defaultLocale, isLocale, loadLanguage } from '@shop/core/i18n-loader';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's entry, after the translations of the page's language (the server's <html lang>).
const lang = isLocale(document.documentElement.lang)
  ? document.documentElement.lang
  : defaultLocale;
void loadLanguage(lang).finally(() =>
  startTransition(
    () =>
      void hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
  ),
);
