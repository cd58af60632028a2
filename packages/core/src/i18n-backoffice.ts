// The back office's texts (`backoffice` namespace), both languages: for `provideNamespace`.
export { default as backofficeTexts } from '#i18n/locales/backoffice.ts';
