// Every namespace of one language, one module (and one chunk in a browser build) per language.
import account from '#i18n/locales/ar/account.json';
import cart from '#i18n/locales/ar/cart.json';
import catalog from '#i18n/locales/ar/catalog.json';
import checkout from '#i18n/locales/ar/checkout.json';
import common from '#i18n/locales/ar/common.json';
import content from '#i18n/locales/ar/content.json';
import contact from '#i18n/locales/ar/contact.json';
import newsletter from '#i18n/locales/ar/newsletter.json';
import errors from '#i18n/locales/ar/errors.json';
import feedback from '#i18n/locales/ar/feedback.json';
import home from '#i18n/locales/ar/home.json';
import pages from '#i18n/locales/ar/pages.json';
import refunds from '#i18n/locales/ar/refunds.json';
import validation from '#i18n/locales/ar/validation.json';
import wallet from '#i18n/locales/ar/wallet.json';
import type { LanguageResources } from '#i18n/config.ts';

export default {
  common,
  catalog,
  errors,
  home,
  pages,
  validation,
  account,
  cart,
  checkout,
  refunds,
  wallet,
  feedback,
  content,
  contact,
  newsletter,
} satisfies LanguageResources;
