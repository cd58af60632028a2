// The back office's texts in both languages: for `provideNamespace` in a back office, never in
// the language chunk a shop front's pages load.
import ar from '#i18n/locales/ar/backoffice.json';
import en from '#i18n/locales/en/backoffice.json';

export default { en, ar };
