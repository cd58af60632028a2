// The delivery gate's texts in both languages (issue 18): loaded on demand by the quick shop
// front's location gate (see `provideNamespace`), never in the language chunk every page loads.
import ar from '#i18n/locales/ar/delivery.json';
import en from '#i18n/locales/en/delivery.json';

export default { en, ar };
