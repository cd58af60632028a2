// One react-i18next instance per language, shared by every render (server requests included).
export { i18nIn, useShopI18n } from '#i18n-instance/i18n-instance.ts';
