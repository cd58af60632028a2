// When the newsletter popup shows, without the popup itself: a page keeps this light timer and
// loads the dialog (`@shop/ui/newsletter-popup`) only when it opens.
export {
  popupAllowedOn,
  useNewsletterPopup,
  type PopupMemory,
} from '#newsletter-popup/use-newsletter-popup.ts';
