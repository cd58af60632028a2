// The developers' pages' texts in both languages: loaded on demand by those pages only (see
// `provideNamespace`), never in the language chunk every page loads.
import ar from '#i18n/locales/ar/developer.json';
import en from '#i18n/locales/en/developer.json';

export default { en, ar };
