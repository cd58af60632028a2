export { NewsletterPopup, type NewsletterPopupProps } from '#newsletter-popup/newsletter-popup.tsx';
export {
  popupAllowedOn,
  useNewsletterPopup,
  type PopupMemory,
} from '#newsletter-popup/use-newsletter-popup.ts';
