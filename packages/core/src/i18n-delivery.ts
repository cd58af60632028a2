// The delivery gate's texts (`delivery` namespace), both languages: for `provideNamespace`.
export { default as deliveryTexts } from '#i18n/locales/delivery.ts';
