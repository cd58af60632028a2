// Become Seller's texts in both languages: loaded on demand by that page only (see
// `provideNamespace`), never in the language chunk every page loads.
import ar from '#i18n/locales/ar/seller.json';
import en from '#i18n/locales/en/seller.json';

export default { en, ar };
