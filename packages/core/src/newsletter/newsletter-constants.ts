// The newsletter's constants, without zod (the form and the popup load them with the page).

/**
 * The first-purchase offer of the newsletter, in percent (R9.07). The spec says 10 % in one text
 * and 15 % in the popup; they are made to agree at 15 %, so no shopper gets less than either text
 * promised. Every text of the offer and the coupon that confirming issues use this one number.
 */
export const NEWSLETTER_OFFER_PERCENT = 15;

/** The most characters of the address (RFC 5321's path limit). */
export const NEWSLETTER_EMAIL_MAX = 254;

/** The most characters of a token from a mailed link (they are 43: 32 bytes in base64url). */
export const NEWSLETTER_TOKEN_MAX = 100;

/** Hours a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 48;

/** The browser's memory that the popup was dismissed or the shopper subscribed (localStorage). */
export const NEWSLETTER_POPUP_STORAGE_KEY = 'souq.newsletter-popup';
