// Every namespace of one language, one module (and one chunk in a browser build) per language.
import account from '#i18n/locales/en/account.json';
import cart from '#i18n/locales/en/cart.json';
import catalog from '#i18n/locales/en/catalog.json';
import checkout from '#i18n/locales/en/checkout.json';
import common from '#i18n/locales/en/common.json';
import content from '#i18n/locales/en/content.json';
import contact from '#i18n/locales/en/contact.json';
import newsletter from '#i18n/locales/en/newsletter.json';
import errors from '#i18n/locales/en/errors.json';
import feedback from '#i18n/locales/en/feedback.json';
import home from '#i18n/locales/en/home.json';
import pages from '#i18n/locales/en/pages.json';
import refunds from '#i18n/locales/en/refunds.json';
import validation from '#i18n/locales/en/validation.json';
import wallet from '#i18n/locales/en/wallet.json';
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
