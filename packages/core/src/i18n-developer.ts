// The developers' pages' texts (`developer` namespace), both languages: for `provideNamespace`.
export { default as developerTexts } from '#i18n/locales/developer.ts';
