// Become Seller's texts (`seller` namespace), both languages: for `provideNamespace`.
export { default as sellerTexts } from '#i18n/locales/seller.ts';
