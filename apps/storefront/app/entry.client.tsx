import { hydrateShop } from '@shop/ui/hydrate-shop';
import { newBuildInstrumentation } from '~/lib/new-build';
import { recordStartupFailure } from '~/lib/startup';

// React Router's entry after the translations of the page's language (@shop/ui/hydrate-shop).
hydrateShop({
  instrumentations: [newBuildInstrumentation],
  // A start-up failure (spec §8): recorded in the application error state, and the app starts
  // on the generic error page, which reports it, instead of a page that silently does nothing.
  onTranslationsFailed: (lang, error) => {
    console.error('Loading the translations failed', error);
    recordStartupFailure(lang, 'translations');
  },
});
